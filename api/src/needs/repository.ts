/** A person's needs (domain `needs.ts`), stored one row per person who chose any (migration 022). */
import type { AccommodatedKind, Needs } from '@ffc/domain';
import { accommodationKeys, NO_NEEDS, storedNeeds } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';

/** The person's needs; none chosen reads as `NO_NEEDS`. */
export async function findNeeds(db: Queryable, userId: number): Promise<Needs> {
  const row = await first(
    db,
    build
      .selectFrom('user_needs')
      .select(['businesses', 'homes', 'products', 'socials', 'sensitivities', 'show_with_reviews'])
      .where('user_id', '=', userId),
  );
  if (!row) return NO_NEEDS;
  const { show_with_reviews: showWithReviews, ...lists } = row;
  return storedNeeds({ ...lists, showWithReviews });
}

/** What the person needs at one kind of place: the keys a list filters and counts by. */
export async function needsAt(db: Queryable, userId: number, kind: AccommodatedKind): Promise<string[]> {
  const row = await first(
    db,
    compiled(sql<{ keys: string[] }>`SELECT ${sql.ref(kind)} AS keys FROM user_needs WHERE user_id = ${userId}`),
  );
  // As `findNeeds` reads them: a key the catalogue no longer holds is no need.
  const known: readonly string[] = accommodationKeys(kind);
  return (row?.keys ?? []).filter((key) => known.includes(key));
}

/** Replaces the person's needs with `needs` (already checked against the catalogue). */
export async function saveNeeds(db: Queryable, userId: number, needs: Needs): Promise<void> {
  const { showWithReviews, ...lists } = needs;
  const values = { ...lists, show_with_reviews: showWithReviews };
  await rows(
    db,
    build
      .insertInto('user_needs')
      .values({ user_id: userId, ...values })
      .onConflict((c) => c.column('user_id').doUpdateSet({ ...values, modified_date: sql`now()` })),
  );
}

/** Forgets the person's needs in one step. */
export async function clearNeeds(db: Queryable, userId: number): Promise<void> {
  await rows(db, build.deleteFrom('user_needs').where('user_id', '=', userId));
}
