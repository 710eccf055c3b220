/**
 * Failed password checks per (client address, username): after `limit` failures in the window,
 * that pair gets 429 until the window passes. Other users behind the same address are not
 * affected. The username is keyed by domain's `usernameKey`, the same key the account lookup uses,
 * so no other spelling of a name gets a fresh budget. Counted through the shared counter: one
 * count for every API instance while Redis answers, this process's own while it does not.
 */
import { usernameKey } from '@ffc/domain';
import type { WindowCounter } from '@ffc/server-kit/shared-state';

export interface LoginThrottle {
  isBlocked(ip: string, username: string): Promise<boolean>;
  recordFailure(ip: string, username: string): Promise<void>;
  recordSuccess(ip: string, username: string): Promise<void>;
}

export function loginThrottle(counter: WindowCounter, limit: number, windowMs: number): LoginThrottle {
  const key = (ip: string, username: string) => `login-failures:${ip}\u0000${usernameKey(username)}`;
  return {
    async isBlocked(ip, username) {
      return (await counter.peek(key(ip, username))) >= limit;
    },
    async recordFailure(ip, username) {
      await counter.add(key(ip, username), 1, windowMs);
    },
    async recordSuccess(ip, username) {
      await counter.reset(key(ip, username));
    },
  };
}
