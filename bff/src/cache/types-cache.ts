/**
 * The reference-data cache: public data only, never a user's answer. In process by default;
 * in Redis when REDIS_URL is set, so every BFF instance shares one copy.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

export interface SharedCache {
  /** The cached value, or what `load` answers (then kept for `ttlMs`). Concurrent misses load once. */
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops a key, so the next read loads it again (after a write changed it). */
  invalidate(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCache(ttlMs: number, max = 100): SharedCache {
  const values = new LRUCache<string, { value: unknown }>({ max, ttl: ttlMs });
  const loading = new Map<string, Promise<unknown>>();
  return {
    async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = values.get(key);
      if (hit) return hit.value as T;
      let pending = loading.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = load()
          .then((value) => {
            values.set(key, { value });
            return value;
          })
          .finally(() => loading.delete(key));
        loading.set(key, pending);
      }
      return pending;
    },
    async invalidate(key: string) {
      values.delete(key);
    },
    async close() {
      values.clear();
    },
  };
}

/**
 * The cache in Redis (the caller owns the connection). A Redis outage degrades to loading from the API; it never fails
 * a request.
 */
export function redisCache(redis: Redis, ttlMs: number): SharedCache {
  const local = memoryCache(Math.min(ttlMs, 5_000));
  return {
    getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      // A short local layer spares Redis a round trip per GraphQL request under load.
      return local.getOrLoad(key, async () => {
        const stored = await redis.get(key).catch(() => null);
        // Stored below from what `load` answered for this key.
        if (stored) return JSON.parse(stored) as T;
        const value = await load();
        await redis.set(key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
        return value;
      });
    },
    async invalidate(key: string) {
      await local.invalidate(key);
      await redis.del(key).catch(() => undefined);
    },
    async close() {
      await local.close();
    },
  };
}
