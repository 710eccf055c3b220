/**
 * One-click unsubscribe (RFC 8058): each notification mail names a link that turns off that type's
 * mail (or, in a digest, every type the digest carries) for its person, with no sign-in. The token
 * is the person and the type, signed with a key derived from AUTH_SECRET; a changed or forged token
 * is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUnsubscribeTarget, type UnsubscribeTarget } from '@ffc/domain';

export interface UnsubscribeLinks {
  /** The site's address that stops a type's mail, or a digest, for the person (List-Unsubscribe). */
  link(userId: number, target: UnsubscribeTarget): string;
  /** Whose mail of which type a token stops; `malformed` when it is no token, `forged` when its signature fails. */
  read(token: string): { userId: number; type: UnsubscribeTarget } | 'malformed' | 'forged';
}

/** Its two halves are joined by `~`: a dot would make the site's address look like a file's. */
const TOKEN = /^([A-Za-z0-9_-]{1,64})~([A-Za-z0-9_-]{43})$/;

export function unsubscribeLinks(secret: string, publicUrl: string): UnsubscribeLinks {
  const key = createHmac('sha256', secret).update('ffc unsubscribe links').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const tokenOf = (userId: number, type: UnsubscribeTarget) => {
    const payload = `${userId}.${type}`;
    return `${Buffer.from(payload).toString('base64url')}~${sign(payload).toString('base64url')}`;
  };
  return {
    link: (userId, type) => new URL(`/unsubscribe/${tokenOf(userId, type)}`, publicUrl).href,
    read(token) {
      const parts = TOKEN.exec(token);
      if (!parts) return 'malformed';
      const payload = Buffer.from(parts[1]!, 'base64url').toString();
      const given = Buffer.from(parts[2]!, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      const [id, type] = payload.split('.');
      const userId = Number(id);
      // Signed by us, so well formed; checked all the same.
      if (!Number.isSafeInteger(userId) || !type || !isUnsubscribeTarget(type)) return 'malformed';
      return { userId, type };
    },
  };
}
