/**
 * Sealing outbox bodies: AES-256-GCM under a key derived (HKDF) from AUTH_SECRET, which is not in
 * the database, so a database read or a backup alone yields no reset link. The recipient is bound
 * in as associated data: a body moved to another address no longer opens.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(to: string, text: string): string;
  /** The text, or an error when the body was not sealed by this key for this recipient. */
  open(to: string, sealed: string): string;
}

/** `purpose` keeps each use's key apart (mail bodies, push secrets). */
export function createSealer(secret: string, purpose = 'mail body v1'): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'ffc-mail-outbox', purpose, 32));
  const recipient = (to: string) => Buffer.from(to, 'utf8');
  return {
    seal(to, text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(recipient(to));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(to, sealed) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || payload === undefined) throw new Error('mail body is not sealed');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(recipient(to));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
