/** The Redis connection every API instance shares state through (REDIS_URL). */
import { Redis } from 'ioredis';

export function openRedis(url: string, keyPrefix: string): Redis {
  // Commands fail fast while Redis is away (callers fall back or answer 503); it reconnects by itself.
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2_000 });
  redis.on('error', () => undefined);
  return redis;
}
