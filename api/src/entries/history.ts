/**
 * The history of every entry (`revisions`, migration 017): a revision per change, written in the
 * change's own transaction, with each changed field before and after and the entry's writable
 * fields after it (its snapshot, what a revert restores); the history's pages; and a revert's payload.
 */
import {
  fieldChange,
  historyFieldLabel,
  M,
  revisionAuthor,
  type FieldChange,
  type Revision,
  type RevisionAction,
  type RevisionValue,
} from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, compiled, first } from '../db/query.js';
import { fieldError } from '../http/errors.js';
import { fetchPage, type Page, type PageRequest } from '../http/pages.js';
import { refId } from '../http/rows.js';
import type { EntryPayload, EntrySpec, FieldSpec } from '../kinds/spec.js';

/** An entry as `EntryRepository.find` answers it: its fields by name. */
export type EntryState = Readonly<Record<string, unknown>>;

/** A revision's writable fields after the change, by field name: what a revert sets back. */
export type Snapshot = Record<string, RevisionValue>;

export interface RevisionInput {
  readonly action: RevisionAction;
  readonly actorId: number | null;
  /** The entry before the change; null when it was just created. */
  readonly before: EntryState | null;
  readonly after: EntryState;
  /** A revert's revision: the one it set the entry back to. */
  readonly revertedTo?: number;
}

/**
 * Fields that closing and merging set (not part of the edit payload): compared when the entries
 * carry them, never restored by a revert (reopening is its own act).
 */
const STATE_FIELDS: readonly { field: string; type: 'boolean' | 'ref' }[] = [
  { field: 'closed', type: 'boolean' },
  { field: 'mergedInto', type: 'ref' },
];

/** A field's value as a revision keeps it: a reference as `{ id, name }`, keys as a list, else as answered. */
function valueOf(type: FieldSpec['type'], value: unknown): RevisionValue {
  if (value == null) return null;
  if (type === 'ref') {
    if (typeof value !== 'object' || !('id' in value) || typeof value.id !== 'number') return null;
    const name = 'name' in value && typeof value.name === 'string' ? value.name : '';
    return { id: value.id, name };
  }
  if (type === 'keys') return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

/** Whether two kept values are the same: references by id, keys as sets, empty text as none. */
function same(type: FieldSpec['type'], a: RevisionValue, b: RevisionValue): boolean {
  const blank = (v: RevisionValue) => v === null || v === '';
  if (blank(a) && blank(b)) return true;
  if (type === 'ref')
    return (
      typeof a === 'object' &&
      typeof b === 'object' &&
      a !== null &&
      b !== null &&
      !Array.isArray(a) &&
      !Array.isArray(b) &&
      a.id === b.id
    );
  if (type === 'keys') {
    const keys = (v: RevisionValue) => (Array.isArray(v) ? [...v].sort().join('\n') : '');
    return keys(a) === keys(b);
  }
  return a === b;
}

/**
 * The fields a revision compares: the kind's writable fields, then closing's and merging's when the entries carry them.
 */
function comparedFields(
  spec: EntrySpec,
  before: EntryState | null,
  after: EntryState,
): { field: string; type: FieldSpec['type'] }[] {
  const carried = STATE_FIELDS.filter(({ field }) => field in after || (before !== null && field in before));
  return [...spec.fields.map(({ field, type }) => ({ field, type })), ...carried];
}

/** The changed fields between two states of an entry (every non-empty field of a new one). */
export function changesBetween(spec: EntrySpec, before: EntryState | null, after: EntryState): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const { field, type } of comparedFields(spec, before, after)) {
    const was = before ? valueOf(type, before[field]) : null;
    const now = valueOf(type, after[field]);
    if (!same(type, was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}

/** The entry's writable fields as a revision keeps them. */
export function snapshotOf(spec: EntrySpec, entry: EntryState): Snapshot {
  return Object.fromEntries(spec.fields.map(({ field, type }) => [field, valueOf(type, entry[field])]));
}

/**
 * Records a change of an entry in its transaction. An edit that changed nothing records nothing
 * (and answers undefined); every other action is recorded.
 */
export async function recordRevision(
  tx: Queryable,
  spec: EntrySpec,
  entryId: number,
  { action, actorId, before, after, revertedTo }: RevisionInput,
): Promise<{ id: number; changes: FieldChange[] } | undefined> {
  const changes = changesBetween(spec, before, after);
  if (action === 'edited' && changes.length === 0) return undefined;
  const row = await first(
    tx,
    build
      .insertInto('revisions')
      .values({
        entry_kind: spec.collection,
        entry_id: entryId,
        action,
        changes: sql`${JSON.stringify(changes)}::jsonb`,
        snapshot: sql`${JSON.stringify(snapshotOf(spec, after))}::jsonb`,
        reverted_to: revertedTo ?? null,
        actor_id: actorId,
      })
      .returning('id'),
  );
  return { id: row!.id, changes };
}

/**
 * Locks the entry's row for the rest of the transaction, so the before state a revision records is
 * the one the change replaced, even when two people save at once.
 */
export async function lockEntry(tx: Queryable, spec: EntrySpec, entryId: number): Promise<void> {
  await first(tx, compiled(sql`SELECT id FROM ${sql.table(spec.table)} WHERE id = ${entryId} FOR UPDATE`));
}

const changeList = fieldChange.array();

const revisions = (spec: EntrySpec, entryId: number) =>
  build.selectFrom('revisions as r').where('r.entry_kind', '=', spec.collection).where('r.entry_id', '=', entryId);

/** A page of an entry's history, newest first; authors by public username, "deleted user" once gone. */
export async function historyPage(
  db: Queryable,
  spec: EntrySpec,
  entryId: number,
  request: PageRequest,
): Promise<Page<Revision>> {
  const found = await fetchPage(
    db,
    {
      page: (limit, offset, count) =>
        revisions(spec, entryId)
          .leftJoin('users as u', 'u.id', 'r.actor_id')
          .select([
            'r.id',
            sql<RevisionAction>`r.action`.as('action'),
            'r.changes',
            'r.reverted_to as revertedTo',
            'r.actor_id as actorId',
            'u.username as actorUsername',
            'r.created_date as createdDate',
            count,
          ])
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset),
      matching: (limit) => revisions(spec, entryId).select('r.id').limit(limit),
    },
    request,
  );
  return {
    ...found,
    content: found.content.map((r) => ({
      ...r,
      changes: changeList.parse(r.changes),
      actorUsername: revisionAuthor(r.actorUsername),
    })),
  };
}

/** A revision's snapshot, when the revision is this entry's. */
export async function snapshotOfRevision(
  db: Queryable,
  spec: EntrySpec,
  entryId: number,
  revisionId: number,
): Promise<Readonly<Record<string, unknown>> | undefined> {
  const row = await first(db, revisions(spec, entryId).where('r.id', '=', revisionId).select('r.snapshot'));
  if (!row) return undefined;
  const snapshot = row.snapshot;
  return typeof snapshot === 'object' && snapshot !== null ? { ...snapshot } : {};
}

/**
 * The update payload that sets an entry back to a snapshot: references as `{ id }`, each still
 * existing (a clear 400 naming the field otherwise); a field the snapshot lacks (added to the kind
 * since) keeps the entry's current value.
 */
export async function revertPayload(
  db: Queryable,
  spec: EntrySpec,
  snapshot: Readonly<Record<string, unknown>>,
  current: EntryState,
): Promise<EntryPayload> {
  const payload: EntryPayload = {};
  for (const { field, type } of spec.fields) {
    const value = valueOf(type, field in snapshot ? snapshot[field] : current[field]);
    payload[field] =
      type === 'ref'
        ? value !== null && typeof value === 'object' && !Array.isArray(value)
          ? { id: value.id }
          : null
        : value;
  }
  for (const f of spec.fields) {
    const id = f.type === 'ref' ? refId(payload[f.field]) : null;
    if (f.type !== 'ref' || id === null) continue;
    const exists = await first(
      db,
      build
        .selectFrom(f.table)
        .select(sql`1`.as('one'))
        .where('id', '=', id),
    );
    if (!exists) throw fieldError(f.field, M.revertReferenceGone(historyFieldLabel(f.field)));
  }
  return payload;
}
