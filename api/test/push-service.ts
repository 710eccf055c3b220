/**
 * A push service for tests, as a browser vendor runs one: https (web-push speaks nothing else) with a
 * certificate the test run made and trusts through NODE_EXTRA_CA_CERTS (vitest.config.ts), taking
 * `POST /push/{id}`. It checks what RFC 8292 asks of the sender (a VAPID JWT signed ES256 by the key
 * in `k`, for this origin, expiring within a day), and decrypts the aes128gcm body (RFC 8291, RFC 8188)
 * with the keys of the subscription it handed out, as the browser would.
 */
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export interface ReceivedPush {
  /** Which subscription it was for. */
  readonly id: string;
  /** The decrypted body, parsed. */
  readonly payload: unknown;
  readonly ttl: number;
  /** The VAPID public key the sender signed with (`k`), and its JWT's claims. */
  readonly key: string;
  readonly claims: { aud: string; exp: number; sub: string };
}

export interface BrowserSubscription {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface TestPushService {
  readonly origin: string;
  /** A new browser's subscription to this service (its keys are kept here to decrypt with). */
  subscribe(): BrowserSubscription;
  /** Answers 410 Gone for this subscription from now on (the browser unsubscribed). */
  forget(endpoint: string): void;
  /** Pushes received and checked, in order. */
  readonly received: ReceivedPush[];
  /** Requests refused, with why. */
  readonly refused: string[];
  /** The next push for `endpoint` (one already received, or the next to come). */
  pushFor(endpoint: string): Promise<ReceivedPush>;
  close(): Promise<void>;
}

/** The certificate and key the run made (vitest.config.ts): TEST_PUSH_TLS names their folder. */
export function testTls(): { cert: Buffer; key: Buffer } {
  const dir = process.env.TEST_PUSH_TLS;
  if (!dir)
    throw new Error('TEST_PUSH_TLS is not set: run the tests through vitest.config.ts, which makes the certificate.');
  return { cert: readFileSync(path.join(dir, 'cert.pem')), key: readFileSync(path.join(dir, 'key.pem')) };
}

const CLAIMS = z.object({ aud: z.string(), exp: z.number(), sub: z.string() });

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The public key of an uncompressed P-256 point, as a KeyObject. */
function p256Key(raw: Buffer) {
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
}

/** Checks a VAPID Authorization header (`vapid t=…, k=…`); answers the key and claims, or why not. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['claims'] & { key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [jwt, key] = [match[1]!, match[2]!];
  const [head, body, signature] = jwt.split('.');
  if (!head || !body || !signature) throw new Error('malformed JWT');
  const { alg } = z.object({ alg: z.string() }).parse(JSON.parse(Buffer.from(head, 'base64url').toString()));
  if (alg !== 'ES256') throw new Error(`JWT alg ${alg}`);
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: p256Key(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('JWT signature does not verify with k');
  const claims = CLAIMS.parse(JSON.parse(Buffer.from(body, 'base64url').toString()));
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud}, not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`JWT exp ${claims.exp}`);
  if (!/^(mailto:|https?:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  return { ...claims, key };
}

/** Decrypts an aes128gcm body for the subscription with these keys (one record, RFC 8291 section 3.4). */
function decrypt(body: Buffer, keys: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const receiverKey = keys.ecdh.getPublicKey();
  const shared = keys.ecdh.computeSecret(senderKey);
  const prkKey = hmac(keys.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

export async function startTestPushService(): Promise<TestPushService> {
  const subscriptions = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiting: { id: string; resolve: (push: ReceivedPush) => void }[] = [];
  let origin = '';
  const server: Server = createServer(testTls(), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      if (!subscription || subscription.gone) return void response.writeHead(410).end();
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${String(request.headers.ttl)}`);
        const { key, ...claims } = checkVapid(request.headers.authorization, origin);
        const payload: unknown = JSON.parse(decrypt(Buffer.concat(chunks), subscription).toString('utf8'));
        const push = { id, payload, ttl, key, claims };
        received.push(push);
        for (const w of waiting.filter((w) => w.id === id)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(push);
        }
        response.writeHead(201).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(403).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Listening on a TCP port: its address is an AddressInfo, never a pipe's name.
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idOf = (endpoint: string) => endpoint.slice(`${origin}/push/`.length);
  return {
    origin,
    received,
    refused,
    subscribe() {
      const id = randomBytes(9).toString('base64url');
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { ecdh, auth, gone: false });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
    },
    forget(endpoint) {
      const subscription = subscriptions.get(idOf(endpoint));
      if (subscription) subscription.gone = true;
    },
    pushFor(endpoint) {
      const id = idOf(endpoint);
      const had = received.find((p) => p.id === id);
      if (had) {
        received.splice(received.indexOf(had), 1);
        return Promise.resolve(had);
      }
      return new Promise((resolve) =>
        waiting.push({
          id,
          resolve: (push) => {
            received.splice(received.indexOf(push), 1);
            resolve(push);
          },
        }),
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
