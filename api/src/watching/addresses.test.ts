/** Which addresses a server-side push may reach in production: public ones only. */
import { describe, expect, it } from 'vitest';
import { isPublicAddress, reachesOnlyPublic } from './addresses.js';

describe('public addresses', () => {
  it('refuses loopback, private, link-local, shared, multicast and mapped private addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      'not an address',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    for (const address of ['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:1.1.1.1'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('judges a URL by every address its host has', async () => {
    expect(await reachesOnlyPublic('https://127.0.0.1:8443/push/x')).toBe(false);
    expect(await reachesOnlyPublic('https://[::1]/push/x')).toBe(false);
    expect(await reachesOnlyPublic('https://localhost/push/x')).toBe(false);
    expect(await reachesOnlyPublic('https://8.8.8.8/push/x')).toBe(true);
  });
});
