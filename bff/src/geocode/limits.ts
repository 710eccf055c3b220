/**
 * Guards on place searches, which cost the geocoder's service a request: a count per person and
 * minute (shared by every BFF instance while Redis answers), and a cache of answers.
 */
import { rateLimit, type WindowCounter } from '@ffc/server-kit/shared-state';

export interface RateLimiter {
  /** Counts one use by `key`; false when the key has used up its window. */
  take(key: string): Promise<boolean>;
}

export function placeSearchLimiter(counter: WindowCounter, max: number, windowMs: number): RateLimiter {
  const limit = rateLimit(counter, 'geocode-rate', max, windowMs);
  return {
    async take(key) {
      return (await limit.take(key)).allowed;
    },
  };
}
