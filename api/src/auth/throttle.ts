/**
 * Failed logins per (client address, username): after `limit` failures in the window, that pair
 * gets 429 until the window passes. Other users behind the same address are not affected.
 */
import { LRUCache } from 'lru-cache';

export class LoginThrottle {
  private readonly failures: LRUCache<string, number[]>;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {
    this.failures = new LRUCache({ max: 100_000, ttl: windowMs });
  }

  private key(ip: string, username: string): string {
    return `${ip}\u0000${username.toLowerCase()}`;
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  isBlocked(ip: string, username: string, now = Date.now()): boolean {
    return this.recent(this.key(ip, username), now).length >= this.limit;
  }

  recordFailure(ip: string, username: string, now = Date.now()): void {
    const key = this.key(ip, username);
    this.failures.set(key, [...this.recent(key, now), now]);
  }

  recordSuccess(ip: string, username: string): void {
    this.failures.delete(this.key(ip, username));
  }
}
