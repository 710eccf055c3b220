/**
 * Session families that were ended (logout, refresh-token replay, a password reset): their
 * access tokens must stop working at once, not when they expire. An entry is kept for one access
 * token lifetime, after which every token of that family has expired anyway. In Redis when
 * configured, so every API instance knows; if Redis fails, the database answers.
 */
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';

export interface RevokedFamilies {
  add(familyIds: readonly string[]): Promise<void>;
  has(familyId: string): Promise<boolean>;
}

/** What the database says: a family with a revoked token was ended. */
async function revokedInDatabase(db: Queryable, familyId: string): Promise<boolean> {
  const row = await first(
    db,
    build.selectFrom('refresh_tokens').select(sql`1`.as('one')).where('family_id', '=', familyId).where('revoked_at', 'is not', null).limit(1),
  );
  return !!row;
}

/** One process's memory, primed with the families ended within one token lifetime (a restart forgets nothing). */
export async function memoryRevokedFamilies(db: Queryable, ttlSeconds: number): Promise<RevokedFamilies> {
  const revoked = new LRUCache<string, true>({ max: 1_000_000, ttl: ttlSeconds * 1000 });
  const recent = await rows(
    db,
    build.selectFrom('refresh_tokens').select('family_id').distinct().where('revoked_at', '>', sql<string>`now() - make_interval(secs => ${ttlSeconds})`),
  );
  for (const row of recent) revoked.set(row.family_id, true);
  return {
    async add(familyIds) {
      for (const id of familyIds) revoked.set(id, true);
    },
    async has(familyId) {
      return revoked.has(familyId);
    },
  };
}

export function redisRevokedFamilies(redis: Redis, db: Queryable, ttlSeconds: number): RevokedFamilies {
  const key = (familyId: string) => `revoked-family:${familyId}`;
  return {
    async add(familyIds) {
      if (!familyIds.length) return;
      const batch = redis.multi();
      for (const id of familyIds) batch.set(key(id), '1', 'EX', ttlSeconds);
      // The database already holds the revocation; a Redis failure only costs the fallback reads.
      await batch.exec().catch(() => undefined);
    },
    async has(familyId) {
      try {
        return (await redis.exists(key(familyId))) === 1;
      } catch {
        return revokedInDatabase(db, familyId);
      }
    },
  };
}
