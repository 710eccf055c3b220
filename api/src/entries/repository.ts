/**
 * The statements of every entry kind, generated from its spec: an entry with references as `{ id, name }`, its list
 * (`list.ts`), inserts, updates, closing and deletes. All values are parameters; table and column names come only from
 * the kinds' specs, checked against `db/tables.ts`.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, frozen, prepared, rows } from '../db/query.js';
import { isClosable } from '../db/tables.js';
import type { Page, PageRequest } from '../http/pages.js';
import { refId } from '../http/rows.js';
import type { EntryPayload, EntrySpec } from '../kinds/spec.js';
import { SITE_PHOTO_LINKS, type PhotoLinks } from '../media/links.js';
import { recordRevision } from './history.js';
import { EntryLists, type ListFilter } from './list.js';
import type { ReaderNeeds } from './list-order.js';
import { answeredRow, selectOf, type Entry, type ListItem } from './select.js';
import { vocabularyChanged } from './vocabulary.js';
import { notifyWatchers } from '../watching/repository.js';

/** Whether an entry is closed, and what it was merged into (`setClosed`). */
export interface ClosedState {
  readonly closed: boolean;
  readonly mergedIntoId: number | null;
}

/** The statements of a kind, built once from its spec. */
export class EntryRepository<K extends EntrySpec = EntrySpec> {
  private readonly select: RawBuilder<unknown>;
  private readonly from: RawBuilder<unknown>;
  private readonly table: RawBuilder<unknown>;
  private readonly lists: EntryLists<K>;

  /**
   * `links` make the addresses of its photos' files (the routes pass the configured store's);
   * without, the site's own (statements whose photos are never answered, like the demo seed's).
   */
  constructor(
    readonly spec: K,
    private readonly links: PhotoLinks = SITE_PHOTO_LINKS,
  ) {
    const entry = selectOf(spec);
    this.table = sql.table(spec.table);
    this.select = entry.select;
    this.from = frozen(sql`FROM ${this.table} e ${entry.joins}`);
    this.lists = new EntryLists(spec, links);
  }

  async find(db: Queryable, id: number): Promise<Entry<K> | undefined> {
    // SQL text: the select and its joins are generated from the spec, built once and frozen (`select.ts`).
    return answeredRow(
      this.links,
      await first(db, prepared(sql<Entry<K>>`${this.select} ${this.from} WHERE e.id = ${id}`)),
    );
  }

  /** Who created it (to decide who may delete it) and its name; undefined when there is no such entry. */
  async creatorOf(db: Queryable, id: number): Promise<{ createdById: number | null; name: string } | undefined> {
    return first(
      db,
      build.selectFrom(this.spec.table).select(['created_by_id as createdById', 'name']).where('id', '=', id),
    );
  }

  /** A page of the kind's list: its filter, and the signed-in reader's needs at this kind when any. */
  list(
    db: Queryable,
    filter: ListFilter,
    page: PageRequest,
    needs: ReaderNeeds | null = null,
  ): Promise<Page<ListItem<K>>> {
    return this.lists.page(db, filter, page, needs);
  }

  async insert(db: Queryable, payload: EntryPayload, userId: number): Promise<number> {
    // SQL text: the columns are the spec's fields, chosen at run time (`entrySpec()` checks them against the tables).
    const columns = [...this.spec.fields.map((f) => sql.id(f.column)), sql`created_by_id`, sql`modified_by_id`];
    const values = [...this.values(payload), userId, userId];
    const row = await first(
      db,
      compiled(
        sql<{ id: number }>`INSERT INTO ${this.table} (${sql.join(columns)}) VALUES (${sql.join(values)}) RETURNING id`,
      ),
    );
    vocabularyChanged(this.spec.table);
    return row!.id;
  }

  async update(db: Queryable, id: number, payload: EntryPayload, userId: number): Promise<boolean> {
    // SQL text: the columns are the spec's fields, chosen at run time, as for `insert`.
    const values = this.values(payload);
    // A set of keys the payload leaves out is kept as stored.
    const assignments = this.spec.fields.flatMap((f, i) =>
      f.type === 'keys' && payload[f.field] === undefined ? [] : [sql`${sql.id(f.column)} = ${values[i]}`],
    );
    const updated = await rows(
      db,
      compiled(
        sql<{
          id: number;
        }>`UPDATE ${this.table} SET ${sql.join(assignments)}, modified_by_id = ${userId}, modified_date = now()
         WHERE id = ${id} RETURNING id`,
      ),
    );
    vocabularyChanged(this.spec.table);
    return updated.length > 0;
  }

  /**
   * Deletes the entry; its reviews go with it in the same statement (ON DELETE CASCADE), and its
   * checks, reports, revisions, places in people's lists, watches, notifications and photos (which
   * name it by kind and id) in the same transaction.
   * Answers whether it was there, and the uuids of its photos' files, for the caller to delete
   * once the transaction has committed.
   */
  async delete(tx: Queryable, id: number): Promise<{ deleted: boolean; photoFiles: string[] }> {
    const kind = this.spec.collection;
    const children = [
      'accommodation_checks',
      'reports',
      'revisions',
      'user_list_entries',
      'watches',
      'notifications',
    ] as const;
    for (const table of children) {
      await rows(tx, build.deleteFrom(table).where('entry_kind', '=', kind).where('entry_id', '=', id));
    }
    const photos = await rows(
      tx,
      build.deleteFrom('photos').where('entry_kind', '=', kind).where('entry_id', '=', id).returning('key'),
    );
    const deleted = (await rows(tx, build.deleteFrom(this.spec.table).where('id', '=', id).returning('id'))).length > 0;
    vocabularyChanged(this.spec.table);
    return { deleted, photoFiles: photos.map((p) => p.key) };
  }

  /**
   * The one way an entry is closed, reopened or merged (`merged_into_id`, of the same kind); reopening
   * forgets the merge. Answers the entry before and after, or undefined when there is no such entry.
   * Entry history hooks in here.
   */
  async setClosed(
    tx: Queryable,
    id: number,
    { closed, mergedIntoId }: ClosedState,
    actorId: number,
  ): Promise<{ before: Entry<K>; after: Entry<K> } | undefined> {
    const table = this.spec.table;
    if (!this.spec.closable || !isClosable(table)) throw new Error(`${this.spec.collection} cannot be closed`);
    // Locked: two moderators acting at once see each other's change.
    const locked = await first(tx, build.selectFrom(table).select('id').where('id', '=', id).forUpdate());
    if (!locked) return undefined;
    const before = await this.find(tx, id);
    await rows(
      tx,
      build
        .updateTable(table)
        .set({
          closed,
          merged_into_id: closed ? mergedIntoId : null,
          modified_by_id: actorId,
          modified_date: sql<string>`now()`,
        })
        .where('id', '=', id),
    );
    vocabularyChanged(this.spec.table);
    const after = await this.find(tx, id);
    if (!before || !after) return undefined;
    // The entry's history says who closed, merged or reopened it, in the same transaction.
    const action = !closed ? 'reopened' : mergedIntoId != null ? 'merged' : 'closed';
    await recordRevision(tx, this.spec, id, { action, actorId, before, after });
    await notifyWatchers(tx, { type: 'closed', kind: this.spec.collection, entryId: id, actorId, details: { action } });
    return { before, after };
  }

  private values(payload: EntryPayload): unknown[] {
    return this.spec.fields.map((f) => {
      const value = payload[f.field];
      if (f.type === 'ref') return refId(value);
      if (f.type === 'boolean') return value ?? false;
      if (f.type === 'keys') return value ?? [];
      return value ?? null;
    });
  }
}
