/**
 * Whether an address is on the public internet: a server-side request (a push to a push service) never
 * reaches the site's own network. Checked when a subscription is saved and again when each connection
 * is made (the name may point elsewhere by then).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 and 6to4: IPv6 addresses that lead to IPv4 ones, private ones among them.
  ['64:ff9b::', 96],
  ['2002::', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Every address a host name has (an address given as is): none when it does not resolve. */
export function addressesOf(host: string): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) return Promise.resolve([bare]);
  return new Promise((resolve) =>
    dnsLookup(bare, { all: true }, (error, found: LookupAddress[]) =>
      resolve(error ? [] : found.map((a) => a.address)),
    ),
  );
}

/** Whether every address of the URL's host is public (and it has one). */
export async function reachesOnlyPublic(url: string): Promise<boolean> {
  const addresses = await addressesOf(new URL(url).hostname);
  return addresses.length > 0 && addresses.every(isPublicAddress);
}

/** A DNS lookup for connections that refuses a name resolving to a private address. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = found.find((a) => !isPublicAddress(a.address));
    if (refused || found.length === 0)
      return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: 'EPRIVATE' }), '', 0);
    if (options.all) return callback(null, found);
    return callback(null, found[0]!.address, found[0]!.family);
  });
};
