/**
 * Dated confirmations and disputes of an entry's accommodations: the verdicts reviews and "Still
 * true?" write to `accommodation_checks`, and the summary each entry keeps of them
 * (`accommodation_status`, `last_confirmed_date`), recomputed in the writer's transaction with the
 * entry row locked. The counting rule is domain's `summarizeVerdicts`; the statement here does the
 * same (`checks.test.ts` compares them).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import {
  accommodationStatusOf,
  CHECK_INTERVAL_MONTHS,
  isAccommodatedCollection,
  checksSchemaOf,
  M,
  stateChanges,
  type AccommodatedKind,
  type AccommodationState,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { compiled, first, rows } from '../db/query.js';
import type { EntryTable } from '../db/tables.js';
import { ApiError, fieldError, notFound } from '../http/errors.js';
import { idPath, refusals, typed } from '../http/schemas.js';
import { signedIn } from '../http/session.js';
import { EntryRepository } from './repository.js';
import { STORED_SUMMARY } from './select.js';
import type { EntrySpec } from '../kinds/spec.js';
import { photoLinks } from '../media/links.js';
import { notifyWatchers } from '../watching/repository.js';

/** What the statements need of a kind: its collection (the checks' `entry_kind`) and its table. */
type Accommodated = Pick<EntrySpec, 'collection' | 'table'>;

/** Whether a kind's entries list accommodations (support tickets do not). */

/** The kinds with accommodations, by collection: each one's table has the same name. */
export const ACCOMMODATED_TABLES: Readonly<Record<AccommodatedKind, EntryTable>> = {
  businesses: 'businesses',
  homes: 'homes',
  products: 'products',
  socials: 'socials',
};

/** Locks the entry for the rest of the transaction and reads its accommodations; undefined when there is none. */
export async function lockAccommodations(
  tx: Queryable,
  spec: Accommodated,
  entryId: number,
): Promise<string[] | undefined> {
  const row = await first(
    tx,
    compiled(
      sql<{
        accommodations: string[];
      }>`SELECT accommodations FROM ${sql.table(spec.table)} WHERE id = ${entryId} FOR UPDATE`,
    ),
  );
  return row?.accommodations;
}

/**
 * Recomputes an entry's summary from its checks: per key it lists, each person's latest verdict
 * since the key was last added (`accommodation_since`; no date counts all), from confirmed
 * accounts only. Locks the entry row first.
 */
export async function refreshAccommodationStatus(
  tx: Queryable,
  spec: Accommodated,
  entryId: number,
  actorId?: number | null,
): Promise<void> {
  await lockAccommodations(tx, spec, entryId);
  // With an actor named, a state the refresh moves is news to the entry's watchers.
  const before = actorId === undefined ? undefined : await statesOf(tx, spec, entryId);
  await refreshWhere(tx, spec, sql`e.id = ${entryId}`);
  if (!before || actorId === undefined) return;
  const changes = stateChanges(before, await statesOf(tx, spec, entryId));
  if (changes.length > 0)
    await notifyWatchers(tx, { type: 'status-changed', kind: spec.collection, entryId, actorId, details: { changes } });
}

/** Each accommodation's state now, by key, from the entry's stored summary (domain's rule). */
async function statesOf(tx: Queryable, spec: Accommodated, entryId: number): Promise<Map<string, AccommodationState>> {
  return (await statesAt(tx, spec, entryId, [new Date()]))[0]!;
}

/** Each accommodation's state at each of the times, by key: what the clock alone changes (going stale). */
export async function statesAt(
  tx: Queryable,
  spec: Accommodated,
  entryId: number,
  times: readonly Date[],
): Promise<Map<string, AccommodationState>[]> {
  const row = await first(
    tx,
    compiled(
      sql<{
        accommodations: string[];
        status: unknown;
      }>`SELECT accommodations, accommodation_status AS status FROM ${sql.table(spec.table)} WHERE id = ${entryId}`,
    ),
  );
  if (!row) return times.map(() => new Map());
  const summary = STORED_SUMMARY.parse(row.status);
  return times.map(
    (time) => new Map(accommodationStatusOf(row.accommodations, summary, time).map((s) => [s.key, s.state])),
  );
}

/** Recomputes the summary of every entry of a kind that has checks (after bulk seeding). */
export async function refreshAllAccommodationStatus(tx: Queryable, spec: Accommodated): Promise<void> {
  await refreshWhere(
    tx,
    spec,
    sql`e.id IN (SELECT entry_id FROM accommodation_checks WHERE entry_kind = ${spec.collection})`,
  );
}

/** The counting rule as one statement, for the entries `e` of a kind that `which` picks. */
async function refreshWhere(tx: Queryable, spec: Accommodated, which: RawBuilder<unknown>): Promise<void> {
  const table = sql.table(spec.table);
  await rows(
    tx,
    compiled(sql`WITH keys AS (
        SELECT e.id, k.key, k.n, (e.accommodation_since ->> k.key)::timestamptz AS since
        FROM ${table} e CROSS JOIN LATERAL unnest(e.accommodations) WITH ORDINALITY AS k(key, n) WHERE ${which}
      ), latest AS (
        SELECT DISTINCT ON (c.entry_id, c.accommodation, c.user_id) c.entry_id, c.accommodation, c.holds, c.created_date
        FROM accommodation_checks c JOIN keys ON keys.id = c.entry_id AND keys.key = c.accommodation
          JOIN users u ON u.id = c.user_id
        WHERE c.entry_kind = ${spec.collection} AND u.email_confirmed
          AND (keys.since IS NULL OR c.created_date >= keys.since)
        ORDER BY c.entry_id, c.accommodation, c.user_id, c.created_date DESC, c.id DESC
      ), summary AS (
        SELECT keys.id, keys.key, keys.n, count(l.holds) FILTER (WHERE l.holds)::int AS confirmations,
          count(l.holds) FILTER (WHERE NOT l.holds)::int AS disputes, max(l.created_date) FILTER (WHERE l.holds) AS last
        FROM keys LEFT JOIN latest l ON l.entry_id = keys.id AND l.accommodation = keys.key
        GROUP BY keys.id, keys.key, keys.n
      ), entries AS (
        SELECT s.id,
          jsonb_agg(jsonb_build_object('key', s.key, 'confirmations', s.confirmations, 'disputes', s.disputes,
            'lastConfirmed', to_char(s.last AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            ORDER BY s.n) AS status,
          max(s.last) AS last
        FROM summary s GROUP BY s.id
      )
      UPDATE ${table} e
      SET accommodation_status = coalesce((SELECT status FROM entries WHERE entries.id = e.id), '[]'::jsonb),
        last_confirmed_date = (SELECT last FROM entries WHERE entries.id = e.id)
      WHERE ${which}`),
  );
}

/**
 * Recomputes every entry a person has checks on (when their email gets confirmed, their verdicts
 * start to count), locking them in one order so two such refreshes cannot deadlock.
 */
export async function refreshChecksOfUser(tx: Queryable, userId: number): Promise<void> {
  const entries = await rows(
    tx,
    compiled(
      sql<{
        kind: string;
        id: number;
      }>`SELECT DISTINCT entry_kind AS kind, entry_id AS id FROM accommodation_checks
        WHERE user_id = ${userId} ORDER BY entry_kind, entry_id`,
    ),
  );
  for (const { kind, id } of entries) {
    if (isAccommodatedCollection(kind))
      await refreshAccommodationStatus(tx, { collection: kind, table: ACCOMMODATED_TABLES[kind] }, id, userId);
  }
}

/**
 * A deleted account's verdicts go, and the summaries of the entries they were on are recomputed
 * without them (in id order, as `refreshChecksOfUser` locks them).
 */
export async function forgetChecksOf(tx: Queryable, userId: number): Promise<void> {
  const entries = await rows(
    tx,
    compiled(
      sql<{
        kind: string;
        id: number;
      }>`SELECT DISTINCT entry_kind AS kind, entry_id AS id FROM accommodation_checks
        WHERE user_id = ${userId} ORDER BY entry_kind, entry_id`,
    ),
  );
  await rows(tx, compiled(sql`DELETE FROM accommodation_checks WHERE user_id = ${userId}`));
  for (const { kind, id } of entries) {
    if (isAccommodatedCollection(kind))
      await refreshAccommodationStatus(tx, { collection: kind, table: ACCOMMODATED_TABLES[kind] }, id, userId);
  }
}

/**
 * After an entry's accommodations were saved (`before`: what it listed, none for a new entry): a key
 * newly listed counts checks from now on, a key no longer listed forgets its date; then the
 * summary is recomputed.
 */
export async function accommodationsChanged(
  tx: Queryable,
  spec: Accommodated,
  entryId: number,
  before: readonly string[],
): Promise<void> {
  const listed = [...before];
  await rows(
    tx,
    compiled(sql`UPDATE ${sql.table(spec.table)} e SET accommodation_since = (
        SELECT coalesce(jsonb_object_agg(k.key,
            CASE WHEN k.key = ANY(${listed}::text[]) THEN e.accommodation_since -> k.key ELSE to_jsonb(now()) END)
          FILTER (WHERE NOT k.key = ANY(${listed}::text[]) OR e.accommodation_since -> k.key IS NOT NULL), '{}'::jsonb)
        FROM unnest(e.accommodations) AS k(key))
      WHERE e.id = ${entryId}`),
  );
  await refreshAccommodationStatus(tx, spec, entryId);
}

/**
 * A review's verdicts as checks: a verdict it keeps keeps its date, one it drops is deleted, a new
 * one is dated now. The caller refreshes the summary.
 */
export async function writeReviewVerdicts(
  tx: Queryable,
  target: { kind: string; entryId: number; reviewId: number; userId: number },
  verdicts: { confirmed: readonly string[]; disputed: readonly string[] },
): Promise<void> {
  const keys = [...verdicts.confirmed, ...verdicts.disputed];
  const holds = [...verdicts.confirmed.map(() => true), ...verdicts.disputed.map(() => false)];
  await rows(
    tx,
    compiled(sql`DELETE FROM accommodation_checks c
      WHERE c.entry_kind = ${target.kind} AND c.review_id = ${target.reviewId}
      AND NOT EXISTS (SELECT 1 FROM unnest(${keys}::text[], ${holds}::boolean[]) AS v(key, holds)
        WHERE v.key = c.accommodation AND v.holds = c.holds)`),
  );
  await rows(
    tx,
    compiled(sql`INSERT INTO accommodation_checks (entry_kind, entry_id, user_id, accommodation, holds, review_id)
      SELECT ${target.kind}, ${target.entryId}::int, ${target.userId}::int, v.key, v.holds, ${target.reviewId}::int
      FROM unnest(${keys}::text[], ${holds}::boolean[]) AS v(key, holds)
      WHERE NOT EXISTS (SELECT 1 FROM accommodation_checks c
        WHERE c.entry_kind = ${target.kind} AND c.review_id = ${target.reviewId}
        AND c.accommodation = v.key AND c.holds = v.holds)`),
  );
}

/** A deleted review's verdicts go with it. The caller refreshes the summary. */
export async function deleteReviewVerdicts(tx: Queryable, kind: string, reviewId: number): Promise<void> {
  await rows(
    tx,
    compiled(sql`DELETE FROM accommodation_checks WHERE entry_kind = ${kind} AND review_id = ${reviewId}`),
  );
}

/**
 * POST /{collection}/{id}/checks: "Still true?", a signed-in person's yes or no on each of the
 * entry's accommodations in one step, at most once in CHECK_INTERVAL_MONTHS per entry. Answers the
 * entry with its new summary.
 */
export function checkRoutes(spec: EntrySpec, kind: AccommodatedKind) {
  const tags = [spec.collection];
  const body = checksSchemaOf(kind);

  return async function routes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
    const { db } = ctx;
    const repository = new EntryRepository(spec, photoLinks(ctx.photoStore));
    const api = typed(app);
    const schema = {
      tags,
      summary: `"Still true?": the caller's yes or no on each accommodation the entry lists (once a month per entry)`,
      params: idPath,
      body,
      response: { 200: spec.answer, ...refusals(400, 401, 404, 429) },
    };
    signedIn(api).post(`/${spec.collection}/:id/checks`, { schema }, async (request, _reply, session) => {
      const { userId } = session;
      const { id } = request.params;
      const { confirmed, disputed } = request.body;
      const answered = await db.transaction(async (tx) => {
        const listed = await lockAccommodations(tx, spec, id);
        if (!listed) throw notFound();
        for (const [field, keys] of [
          ['confirmed', confirmed],
          ['disputed', disputed],
        ] as const) {
          if (keys.some((key) => !listed.includes(key))) throw fieldError(field, M.accommodationNotListed);
        }
        const recent = await first(
          tx,
          compiled(sql`SELECT 1 FROM accommodation_checks
            WHERE entry_kind = ${spec.collection} AND entry_id = ${id} AND user_id = ${userId} AND review_id IS NULL
            AND created_date > now() - make_interval(months => ${CHECK_INTERVAL_MONTHS}::int) LIMIT 1`),
        );
        if (recent) throw new ApiError(429, M.checkedRecently);
        const keys = [...confirmed, ...disputed];
        const holds = [...confirmed.map(() => true), ...disputed.map(() => false)];
        await rows(
          tx,
          compiled(sql`INSERT INTO accommodation_checks (entry_kind, entry_id, user_id, accommodation, holds)
            SELECT ${spec.collection}, ${id}::int, ${userId}::int, v.key, v.holds
            FROM unnest(${keys}::text[], ${holds}::boolean[]) AS v(key, holds)`),
        );
        await refreshAccommodationStatus(tx, spec, id, userId);
        return repository.find(tx, id);
      });
      if (!answered) throw notFound();
      return answered;
    });
  };
}
