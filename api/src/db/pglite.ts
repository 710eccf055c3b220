/** The embedded database: PostgreSQL compiled to WASM, persisted in a folder (or in memory for tests). */
import { PGlite, types } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable } from './database.js';

const parseTimestamp = types.parsers[types.TIMESTAMPTZ]!;

/** PGlite's database, which can also be written out whole (tests copy a seeded one instead of seeding each time). */
export interface PgliteDatabase extends Database {
  /** The data folder as an uncompressed tar, for `loadDataDir`. */
  dumpDataDir(): Promise<Blob>;
}

/** `loadDataDir` starts from a copy of a dumped data folder rather than an empty database. */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
  // Times are answered as ISO-8601 strings, as the REST answers carry them (and as node-postgres is set up).
  const parsers = {
    [types.TIMESTAMPTZ]: (text: string, type?: number) => {
      const parsed: unknown = parseTimestamp(text, type);
      return parsed instanceof Date ? parsed.toISOString() : text;
    },
  };
  const pg = await PGlite.create(dataDir, {
    extensions: { cube, earthdistance, fuzzystrmatch, pg_trgm, unaccent },
    parsers,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const asQueryable = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    engine: 'pglite',
    async query<Row>(text: string, params?: readonly unknown[]) {
      const result = await q.query<Row>(text, params ? [...params] : undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    ...asQueryable(pg),
    transaction: (work) => pg.transaction((tx) => work(asQueryable(tx))),
    // One process owns the folder: there is nobody to race.
    withMigrationLock: (work) => work(),
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}
