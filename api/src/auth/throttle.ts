/**
 * Failed logins per (client address, username): after `limit` failures in the window, that pair
 * gets 429 until the window passes. Other users behind the same address are not affected. The
 * username is keyed by domain's `usernameKey`, the same key the account lookup uses, so no other
 * spelling of a name gets a fresh budget. With Redis the count is shared by every API instance.
 */
import { usernameKey } from '@ffc/domain';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface LoginThrottle {
  isBlocked(ip: string, username: string): Promise<boolean>;
  recordFailure(ip: string, username: string): Promise<void>;
  recordSuccess(ip: string, username: string): Promise<void>;
}

const keyOf = (ip: string, username: string) => `${ip}\u0000${usernameKey(username)}`;

/** One process's memory: right for one API instance. */
export function memoryLoginThrottle(limit: number, windowMs: number): LoginThrottle {
  const failures = new LRUCache<string, number[]>({ max: 100_000, ttl: windowMs });
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs);
  return {
    async isBlocked(ip, username) {
      return recent(keyOf(ip, username), Date.now()).length >= limit;
    },
    async recordFailure(ip, username) {
      const key = keyOf(ip, username);
      failures.set(key, [...recent(key, Date.now()), Date.now()]);
    },
    async recordSuccess(ip, username) {
      failures.delete(keyOf(ip, username));
    },
  };
}

/** Shared by every API instance: a counter per pair that expires a window after its first failure. */
export function redisLoginThrottle(redis: Redis, limit: number, windowMs: number): LoginThrottle {
  const key = (ip: string, username: string) => `login-failures:${keyOf(ip, username)}`;
  return {
    async isBlocked(ip, username) {
      return Number((await redis.get(key(ip, username))) ?? 0) >= limit;
    },
    async recordFailure(ip, username) {
      await redis.multi().incr(key(ip, username)).pexpire(key(ip, username), windowMs, 'NX').exec();
    },
    async recordSuccess(ip, username) {
      await redis.del(key(ip, username));
    },
  };
}
