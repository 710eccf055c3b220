/**
 * The SQL of every entry kind, generated from its spec: the select with references as
 * `{ id, name }`, the filtered page, inserts, updates and deletes. All values are parameters;
 * table and column names come only from the kinds' constant descriptions.
 */
import type { z } from 'zod';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
import { containsPattern, fetchPage, type Page, type PageRequest } from '../http/pages.js';
import type { EntrySpec } from './spec.js';

/** An entry of a kind as the API answers it (the kind's domain schema). */
export type Entry<K extends EntrySpec = EntrySpec> = z.output<K['answer']> & { id: number; createdById?: number | null };

/** Who made it: the id, and the public username (the public user view shows it too). */
const AUDIT = `e.created_by_id AS "createdById", creator.username AS "createdByUsername", e.created_date AS "createdDate",
  e.modified_by_id AS "modifiedById", e.modified_date AS "modifiedDate"`;

function selectOf(spec: EntrySpec): { select: string; from: string } {
  const columns = ['e.id'];
  const joins: string[] = [];
  spec.fields.forEach((f, i) => {
    if (f.type === 'ref') {
      joins.push(`LEFT JOIN ${f.table} r${i} ON r${i}.id = e.${f.column}`);
      const json = f.json ? f.json(`r${i}`) : `json_build_object('id', r${i}.id, 'name', r${i}.name)`;
      columns.push(`CASE WHEN r${i}.id IS NULL THEN NULL ELSE ${json} END AS "${f.field}"`);
    } else {
      columns.push(`e.${f.column} AS "${f.field}"`);
    }
  });
  if (spec.reviews) columns.push('e.review_count AS "reviews"', 'e.rating');
  columns.push(AUDIT);
  joins.push('LEFT JOIN users creator ON creator.id = e.created_by_id');
  return { select: `SELECT ${columns.join(', ')}`, from: `FROM ${spec.table} e ${joins.join(' ')}` };
}

/** The query strings of a kind, built once from its spec. */
export class EntryRepository<K extends EntrySpec = EntrySpec> {
  private readonly select: string;
  private readonly from: string;

  constructor(readonly spec: K) {
    ({ select: this.select, from: this.from } = selectOf(spec));
  }

  async find(db: Queryable, id: number): Promise<Entry<K> | undefined> {
    return one<Entry<K>>(db, `${this.select} ${this.from} WHERE e.id = $1`, [id]);
  }

  /** Who created it, to decide who may delete it; undefined when there is no such entry. */
  async creatorOf(db: Queryable, id: number): Promise<{ createdById: number | null } | undefined> {
    return one(db, `SELECT created_by_id AS "createdById" FROM ${this.spec.table} WHERE id = $1`, [id]);
  }

  async list(db: Queryable, filter: Record<string, unknown>, page: PageRequest): Promise<Page<Entry<K>>> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    for (const [name, column] of Object.entries(this.spec.filterColumns)) {
      const value = filter[name];
      if (value == null) continue;
      params.push(value);
      conditions.push(`e.${column} = $${params.length}`);
    }
    if (this.spec.searchable && typeof filter.searchText === 'string' && filter.searchText) {
      params.push(containsPattern(filter.searchText));
      conditions.push(`e.search_text LIKE $${params.length}`);
    }
    return fetchPage<Entry<K>>(
      db,
      {
        select: this.select,
        from: this.from,
        countFrom: `FROM ${this.spec.table} e`,
        where: conditions.join(' AND '),
        orderBy: 'e.name, e.id',
        params,
      },
      page,
    );
  }

  async insert(db: Queryable, payload: Record<string, unknown>, userId: number): Promise<number> {
    const values = this.values(payload);
    const columns = [...this.spec.fields.map((f) => f.column), 'created_by_id', 'modified_by_id'];
    const row = await one<{ id: number }>(
      db,
      `INSERT INTO ${this.spec.table} (${columns.join(', ')})
       VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      [...values, userId, userId],
    );
    return row!.id;
  }

  async update(db: Queryable, id: number, payload: Record<string, unknown>, userId: number): Promise<boolean> {
    const values = this.values(payload);
    const assignments = this.spec.fields.map((f, i) => `${f.column} = $${i + 1}`);
    const rows = await db.query(
      `UPDATE ${this.spec.table} SET ${assignments.join(', ')}, modified_by_id = $${values.length + 1}, modified_date = now()
       WHERE id = $${values.length + 2} RETURNING id`,
      [...values, userId, id],
    );
    return rows.length > 0;
  }

  /** Deletes the entry; its reviews go with it in the same statement (ON DELETE CASCADE). */
  async delete(db: Queryable, id: number): Promise<boolean> {
    return (await db.query(`DELETE FROM ${this.spec.table} WHERE id = $1 RETURNING id`, [id])).length > 0;
  }

  private values(payload: Record<string, unknown>): unknown[] {
    return this.spec.fields.map((f) => {
      const value = payload[f.field];
      if (f.type === 'ref') return (value as { id?: number } | null | undefined)?.id ?? null;
      if (f.type === 'boolean') return value ?? false;
      return value ?? null;
    });
  }
}
