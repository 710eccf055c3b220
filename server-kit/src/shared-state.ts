/**
 * What API and BFF instances share through Redis (REDIS_URL): counts in a time window, for rate
 * limits and throttles. Redis is optional: while it does not answer, each process counts on its
 * own, at once and without waiting for reconnects, and shares again as soon as Redis is back.
 */
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** Longest a Redis command may take before the caller falls back (a hung server is an outage too). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Longest wait between reconnect attempts; requests never wait for them. */
const RECONNECT_MAX_MS = 2_000;

/**
 * A connection that fails fast while Redis is away: a command waits at most
 * REDIS_COMMAND_TIMEOUT_MS (the first ones wait for the connection at start), is never retried
 * (the caller falls back instead), and reconnects go on in the background.
 */
export function openRedis(url: string, keyPrefix: string): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(100 * attempt, RECONNECT_MAX_MS),
  });
  // Errors surface where a command fails (and fall back there); the event alone is noise.
  redis.on('error', () => undefined);
  return redis;
}

/** Whether Redis is connected now: while it is not, a command would only fail. */
export const redisReady = (redis: Redis) => redis.status === 'ready';

export interface WindowCount {
  /** The key's count in its current window, this addition included. */
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  readonly resetMs: number;
}

/** Counts per key in fixed windows that start at a key's first count. */
export interface WindowCounter {
  add(key: string, amount: number, windowMs: number): Promise<WindowCount>;
  /** The key's count now, without adding. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** One process's counts. */
export function memoryCounter(maxKeys = 100_000): WindowCounter {
  // Made at the first count: the cache sets aside room for all its keys at once (about 1.5 ms and
  // 2 MB at 100,000), and a process builds a counter per limit whether or not it is ever reached.
  let windows: LRUCache<string, { count: number; endsAt: number }> | undefined;
  const live = (key: string, now: number) => {
    const window = windows?.get(key);
    return window && window.endsAt > now ? window : undefined;
  };
  return {
    async add(key, amount, windowMs) {
      const now = Date.now();
      const window = live(key, now) ?? { count: 0, endsAt: now + windowMs };
      window.count += amount;
      (windows ??= new LRUCache({ max: maxKeys })).set(key, window);
      return { count: window.count, resetMs: window.endsAt - now };
    },
    async peek(key) {
      return live(key, Date.now())?.count ?? 0;
    },
    async reset(key) {
      windows?.delete(key);
    },
  };
}

/** Counts every instance shares; fails (for the caller to fall back) when Redis does not answer. */
export function redisCounter(redis: Redis): WindowCounter {
  return {
    async add(key, amount, windowMs) {
      const replies = await redis.multi().incrby(key, amount).pexpire(key, windowMs, 'NX').pttl(key).exec();
      if (!replies) throw new Error('Redis discarded the transaction');
      for (const [error] of replies) if (error) throw error;
      // INCRBY's reply is the count, PTTL's the milliseconds left.
      const [incremented, , timeToLive] = replies;
      if (!incremented || !timeToLive) throw new Error('Redis answered the transaction short');
      return { count: Number(incremented[1]), resetMs: Math.max(0, Number(timeToLive[1])) };
    },
    async peek(key) {
      return Number((await redis.get(key)) ?? 0);
    },
    async reset(key) {
      await redis.del(key);
    },
  };
}

/**
 * Shared through Redis while it answers; counted in this process while it does not. A count made
 * during an outage is not carried over: the limits are per process for that while, as without Redis.
 */
export function sharedCounter(redis: Redis | undefined): WindowCounter {
  const local = memoryCounter();
  if (!redis) return local;
  const shared = redisCounter(redis);
  const either = async <T>(use: (counter: WindowCounter) => Promise<T>): Promise<T> => {
    if (redisReady(redis)) {
      try {
        return await use(shared);
      } catch {
        // Redis went away mid-command: this count is the process's own.
      }
    }
    return use(local);
  };
  return {
    add: (key, amount, windowMs) => either((counter) => counter.add(key, amount, windowMs)),
    peek: (key) => either((counter) => counter.peek(key)),
    reset: (key) => either((counter) => counter.reset(key)),
  };
}

export interface RateLimit {
  /** Spends `cost` of the key's budget: false once the window's budget is used up. */
  take(key: string, cost?: number): Promise<{ allowed: boolean; resetMs: number }>;
}

/** A budget of `max` per key and window, in `counter`, under keys named `name:…`. */
export function rateLimit(counter: WindowCounter, name: string, max: number, windowMs: number): RateLimit {
  return {
    async take(key, cost = 1) {
      const { count, resetMs } = await counter.add(`${name}:${key}`, cost, windowMs);
      return { allowed: count <= max, resetMs };
    },
  };
}
