/**
 * The entry statements that moved from SQL text to Kysely's builder keep their plans: each statement
 * the repository now builds is explained beside the text it replaced, with the same values, on both
 * engines, for every kind that can be closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { ENTRY_SPECS } from '../kinds/all.js';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';
import { EntryRepository } from './repository.js';

/** The statements as they were written before the builder, in the order the repository runs them. */
const formerStatements = (table: string) => [
  `SELECT created_by_id AS "createdById", name FROM ${table} WHERE id = $1`,
  ...['accommodation_checks', 'reports', 'revisions', 'user_list_entries', 'watches', 'notifications'].map(
    (child) => `DELETE FROM ${child} WHERE entry_kind = $1 AND entry_id = $2`,
  ),
  'DELETE FROM photos WHERE entry_kind = $1 AND entry_id = $2 RETURNING key',
  `DELETE FROM ${table} WHERE id = $1 RETURNING id`,
  `SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`,
  `UPDATE ${table} SET closed = $1, merged_into_id = $2, modified_by_id = $3, modified_date = now() WHERE id = $4`,
];

/** The statements the builder made (Kysely writes its keywords in lower case) on the kind's tables. */
function recording(db: Queryable, tables: readonly string[], seen: { text: string; params: readonly unknown[] }[]) {
  const touches = (text: string) => tables.some((t) => text.includes(`"${t}"`));
  return {
    engine: db.engine,
    exec: (script: string) => db.exec(script),
    query<Row>(text: string, params: readonly unknown[] = [], options?: { prepared?: boolean }) {
      if (/^(select|delete|update) /.test(text) && touches(text)) seen.push({ text, params });
      return db.query<Row>(text, params, options);
    },
  } satisfies Queryable;
}

class Undo extends Error {}

describe.each(DATABASE_ENGINES)("an entry's built statements on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine, { demoData: true });
  });
  afterAll(() => api.close());

  const plan = async (text: string, params: readonly unknown[]) =>
    (await api.db.query<Record<string, string>>(`EXPLAIN (COSTS OFF) ${text}`, params))
      .map((row) => Object.values(row)[0])
      .join('\n');

  it.each(ENTRY_SPECS.filter((spec) => spec.closable).map((spec) => [spec.collection, spec] as const))(
    'plans %s as the SQL text they replaced',
    async (_, spec) => {
      const repository = new EntryRepository(spec);
      const [{ id } = { id: 0 }] = await api.db.query<{ id: number }>(`SELECT min(id) AS id FROM ${spec.table}`);
      const seen: { text: string; params: readonly unknown[] }[] = [];
      const tables = [spec.table, 'accommodation_checks', 'reports', 'revisions', 'user_list_entries', 'photos'];
      tables.push('watches', 'notifications');
      expect(await repository.creatorOf(recording(api.db, tables, seen), id)).toMatchObject({
        name: expect.any(String),
      });
      for (const work of [
        (tx: Queryable) => repository.delete(tx, id),
        (tx: Queryable) => repository.setClosed(tx, id, { closed: true, mergedIntoId: null }, 1),
      ]) {
        // Undone, so the next kind and the next step start from the demo data.
        await expect(
          api.db.transaction(async (tx) => {
            await work(recording(tx, tables, seen));
            throw new Undo();
          }),
        ).rejects.toBeInstanceOf(Undo);
      }
      const former = formerStatements(spec.table);
      expect(seen.map((s) => s.text.split(' ')[0])).toEqual(former.map((f) => f.split(' ')[0]!.toLowerCase()));
      for (const [i, built] of seen.entries()) {
        expect(await plan(built.text, built.params), built.text).toBe(await plan(former[i]!, built.params));
      }
    },
  );
});
