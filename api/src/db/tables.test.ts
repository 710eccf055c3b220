import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';
import { TABLES } from './tables.js';

const SHORT: Record<string, string> = { 'timestamp with time zone': 'timestamptz' };

/** How a column gets a value when an insert leaves it out. */
function mark(row: { column_default: string | null; is_generated: string }): string {
  if (row.is_generated === 'ALWAYS') return ' generated';
  return row.column_default === null ? '' : ' default';
}

describe.each(DATABASE_ENGINES)('the declared tables on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api.close());

  it('are exactly what the migrations made: every table, column, type, nullability and default', async () => {
    const rows = await api.ctx.db.query<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: string;
      column_default: string | null;
      is_generated: string;
    }>(
      `SELECT table_name, column_name, CASE WHEN data_type = 'ARRAY' THEN substr(udt_name, 2) || '[]' WHEN data_type = 'USER-DEFINED' THEN udt_name ELSE data_type END AS data_type,
              is_nullable, column_default, is_generated FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'
       ORDER BY table_name, ordinal_position`,
    );
    const migrated: Record<string, Record<string, string>> = {};
    for (const row of rows) {
      migrated[row.table_name] ??= {};
      migrated[row.table_name]![row.column_name] =
        `${SHORT[row.data_type] ?? row.data_type}${row.is_nullable === 'YES' ? ' null' : ''}${mark(row)}`;
    }
    expect(migrated).toEqual(TABLES);
  });
});
