/**
 * Guards on place searches, which cost the geocoder's service a request: a count per person and
 * minute (in Redis when configured, so every BFF instance shares it), and a cache of answers.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface RateLimiter {
  /** Counts one use by `key`; false when the key has used up its window. */
  take(key: string): Promise<boolean>;
}

export function memoryRateLimiter(max: number, windowMs: number): RateLimiter {
  const counts = new LRUCache<string, number>({ max: 100_000, ttl: windowMs, noUpdateTTL: true });
  return {
    async take(key) {
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used <= max;
    },
  };
}

export function redisRateLimiter(redis: Redis, max: number, windowMs: number, name: string): RateLimiter {
  return {
    async take(key) {
      const counter = `${name}:${key}`;
      const [[, used] = [null, 0]] = ((await redis.multi().incr(counter).pexpire(counter, windowMs, 'NX').exec()) ?? []) as [unknown, number][];
      return Number(used) <= max;
    },
  };
}
