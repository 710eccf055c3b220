/**
 * My places (domain `myPlaces.ts`): a person's lists and the entries saved to them (migration 023).
 * Every statement names the owner: a list is only ever read or changed through its owner's id.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  BUILTIN_LIST_NAMES,
  BUILTIN_LISTS,
  ENTRY_KINDS,
  LIST_ENTRIES_MAX,
  MY_PLACES,
  OWN_LISTS_MAX,
  type EntryKind,
  type SavedEntry,
  type UserList,
} from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { badRequest, fieldError, notFound } from '../http/errors.js';
import { SPECS_BY_KIND } from '../kinds/all.js';
import { stateAndCountry, type PlacedRow } from '../http/rows.js';

/** A list as stored, its owner's. */
export interface OwnList {
  readonly id: number;
  readonly name: string;
  readonly builtin: string | null;
}

/** The SHA-256 a share link's token is kept as. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Makes the built-in lists ("Safe for me", "Want to try") the first time a person's lists are read or made. */
export async function ensureBuiltinLists(db: Queryable, userId: number): Promise<void> {
  const values = BUILTIN_LISTS.map((key) => sql`(${BUILTIN_LIST_NAMES[key]}, ${key})`);
  // Read-only once they exist (nearly always): nothing is inserted, no id is used up, no lock is
  // taken. Two first looks at once: the unique index keeps one pair.
  await rows(
    db,
    compiled(sql`INSERT INTO user_lists (user_id, name, builtin)
      SELECT ${userId}::int, v.name, v.builtin FROM (VALUES ${sql.join(values)}) v (name, builtin)
      WHERE NOT EXISTS (SELECT 1 FROM user_lists WHERE user_id = ${userId} AND builtin IS NOT NULL)
      ON CONFLICT DO NOTHING`),
  );
}

/** Locks the person's row: their lists' names and counts are checked one change at a time. */
const lockOwner = (tx: Queryable, userId: number) =>
  rows(tx, compiled(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`));

/** The person's lists, built-in first, then their own by name; with an entry named, whether each holds it. */
export async function listsOf(
  db: Queryable,
  userId: number,
  entry?: { kind: EntryKind; entryId: number },
): Promise<UserList[]> {
  const holds = entry
    ? sql`EXISTS (SELECT 1 FROM user_list_entries h WHERE h.list_id = l.id
        AND h.entry_kind = ${entry.kind} AND h.entry_id = ${entry.entryId})`
    : sql`NULL::boolean`;
  const found = await rows(
    db,
    compiled(
      sql<UserList>`SELECT l.id, l.name, l.builtin,
          (SELECT count(*)::int FROM user_list_entries c WHERE c.list_id = l.id) AS "entryCount",
          l.shared_date AS "sharedSince", ${holds} AS holds
        FROM user_lists l WHERE l.user_id = ${userId}
        ORDER BY array_position(${[...BUILTIN_LISTS]}::text[], l.builtin), lower(l.name), l.id`,
    ),
  );
  return found;
}

/** One of the person's lists, or 404 (another person's list is as absent as a missing one). */
export async function ownList(db: Queryable, userId: number, listId: number): Promise<OwnList> {
  const found = await first(
    db,
    build
      .selectFrom('user_lists')
      .select(['id', 'name', 'builtin'])
      .where('id', '=', listId)
      .where('user_id', '=', userId),
  );
  if (!found) throw notFound();
  return found;
}

/** The list as its owner sees it (no entry named). */
export async function answerList(db: Queryable, userId: number, listId: number): Promise<UserList> {
  const found = (await listsOf(db, userId)).find((l) => l.id === listId);
  if (!found) throw notFound();
  return found;
}

async function refuseTakenName(db: Queryable, userId: number, name: string, except?: number): Promise<void> {
  const taken = await first(
    db,
    compiled(
      sql<{ id: number }>`SELECT id FROM user_lists WHERE user_id = ${userId} AND lower(name) = lower(${name})
        AND id <> ${except ?? 0}`,
    ),
  );
  if (taken) throw fieldError('name', MY_PLACES.nameTaken);
}

/** Makes a list of the person's own. */
export async function createList(tx: Queryable, userId: number, name: string): Promise<number> {
  await ensureBuiltinLists(tx, userId);
  // Locked: two lists made at once both count the other.
  await lockOwner(tx, userId);
  const own = await first(
    tx,
    compiled(
      sql<{ n: number }>`SELECT count(*)::int AS n FROM user_lists WHERE user_id = ${userId} AND builtin IS NULL`,
    ),
  );
  if ((own?.n ?? 0) >= OWN_LISTS_MAX) throw fieldError('name', MY_PLACES.tooManyLists);
  await refuseTakenName(tx, userId, name);
  const made = await first(tx, build.insertInto('user_lists').values({ user_id: userId, name }).returning('id'));
  return made!.id;
}

export async function renameList(tx: Queryable, userId: number, list: OwnList, name: string): Promise<void> {
  if (list.builtin) throw fieldError('name', MY_PLACES.builtinFixed);
  // Locked as a new list is: two renames to one name see each other.
  await lockOwner(tx, userId);
  await refuseTakenName(tx, userId, name, list.id);
  await rows(
    tx,
    build
      .updateTable('user_lists')
      .set({ name, modified_date: sql`now()` })
      .where('id', '=', list.id),
  );
}

export async function deleteList(tx: Queryable, list: OwnList): Promise<void> {
  if (list.builtin) throw badRequest(MY_PLACES.builtinFixed);
  await rows(tx, build.deleteFrom('user_lists').where('id', '=', list.id));
}

/** Saves an entry (which must exist) to the list; saving it again changes nothing. */
export async function addToList(
  tx: Queryable,
  list: OwnList,
  entry: { kind: EntryKind; entryId: number },
): Promise<void> {
  const spec = SPECS_BY_KIND[entry.kind];
  // Kept from being deleted until this transaction ends: no saved row outlives its entry.
  const exists = await first(
    tx,
    compiled(sql<{ id: number }>`SELECT id FROM ${sql.table(spec.table)} WHERE id = ${entry.entryId} FOR KEY SHARE`),
  );
  if (!exists) throw fieldError('entryId', MY_PLACES.noSuchEntry);
  await rows(tx, compiled(sql`SELECT id FROM user_lists WHERE id = ${list.id} FOR UPDATE`));
  const held = await first(
    tx,
    compiled(
      sql<{ n: number; saved: boolean | null }>`SELECT count(*)::int AS n,
        bool_or(entry_kind = ${entry.kind} AND entry_id = ${entry.entryId}) AS saved
        FROM user_list_entries WHERE list_id = ${list.id}`,
    ),
  );
  // Saving it again changes nothing, even in a full list.
  if (held?.saved) return;
  if ((held?.n ?? 0) >= LIST_ENTRIES_MAX) throw fieldError('entryId', MY_PLACES.listFull);
  await rows(
    tx,
    build
      .insertInto('user_list_entries')
      .values({ list_id: list.id, entry_kind: entry.kind, entry_id: entry.entryId })
      .onConflict((c) => c.doNothing()),
  );
}

export async function removeFromList(
  tx: Queryable,
  list: OwnList,
  entry: { kind: EntryKind; entryId: number },
): Promise<void> {
  await rows(
    tx,
    build
      .deleteFrom('user_list_entries')
      .where('list_id', '=', list.id)
      .where('entry_kind', '=', entry.kind)
      .where('entry_id', '=', entry.entryId),
  );
}

/** Shares the list by a new link (the old one stops) and answers its token, or stops sharing it. */
export async function shareList(tx: Queryable, list: OwnList, shared: boolean): Promise<string | null> {
  const token = shared ? randomBytes(24).toString('base64url') : null;
  await rows(
    tx,
    build
      .updateTable('user_lists')
      .set({ share_token_hash: token ? hashOf(token) : null, shared_date: token ? sql`now()` : null })
      .where('id', '=', list.id),
  );
  return token;
}

/** The list a share link names, or undefined when it names none (never shared, or the link was replaced). */
export async function listByShareToken(db: Queryable, token: string): Promise<OwnList | undefined> {
  return first(
    db,
    build.selectFrom('user_lists').select(['id', 'name', 'builtin']).where('share_token_hash', '=', hashOf(token)),
  );
}

interface SavedRow extends PlacedRow {
  kind: EntryKind;
  latitude: number | null;
  longitude: number | null;
  accommodations: string[];
  closed: boolean;
  saved: string;
}

/** The entries saved to a list, newest saved first: each kind's rows, with what a list of places shows. */
export async function savedEntries(db: Queryable, listId: number): Promise<SavedEntry[]> {
  const parts = ENTRY_KINDS.map((kind) => {
    const spec = SPECS_BY_KIND[kind];
    const located = spec.fields.some((f) => f.column === 'latitude');
    const place = located
      ? sql`e.city, e.state_id, e.country_id, e.latitude, e.longitude`
      : sql`NULL::text, NULL::int, NULL::int, NULL::float8, NULL::float8`;
    return sql`SELECT ${kind}::text AS kind, e.id, e.name, ${place}, e.accommodations, e.closed,
        le.created_date AS saved
      FROM user_list_entries le JOIN ${sql.table(spec.table)} e ON e.id = le.entry_id
      WHERE le.list_id = ${listId} AND le.entry_kind = ${kind}`;
  });
  const found = await rows(
    db,
    compiled(
      sql<SavedRow>`SELECT u.kind, u.id, u.name, u.city, s.id AS state_id, s.name AS state_name,
          c.id AS country_id, c.name AS country_name, u.latitude, u.longitude, u.accommodations, u.closed, u.saved
        FROM (${sql.join(parts, sql` UNION ALL `)})
          u (kind, id, name, city, state_id, country_id, latitude, longitude, accommodations, closed, saved)
        LEFT JOIN states s ON s.id = u.state_id LEFT JOIN countries c ON c.id = u.country_id
        ORDER BY u.saved DESC, u.kind, u.id`,
    ),
  );
  return found.map((row) => ({
    kind: row.kind,
    id: row.id,
    name: row.name,
    city: row.city,
    ...stateAndCountry(row),
    latitude: row.latitude,
    longitude: row.longitude,
    accommodations: row.accommodations,
    closed: row.closed,
    savedDate: new Date(row.saved).toISOString(),
  }));
}
