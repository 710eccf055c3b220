/** PostgreSQL through node-postgres: a pool of keep-alive connections. */
import pg from 'pg';
import { databaseOutage, isDatabaseUnavailable } from './outage.js';
import { createHash } from 'node:crypto';
import { TRIGRAM_THRESHOLD, type Database, type Queryable, type QueryOptions } from './database.js';

const MIGRATION_LOCK_KEY = 72_616_465; // any constant shared by every instance of this API

// Answer times as ISO-8601 strings (as the REST answers carry them, and as PGlite is set up) and
// 64-bit integers as numbers, as PGlite does with our casts.
// pg types its parsers' results `any`; this one answers a Date.
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => unknown;
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (text: string) => {
  const parsed = parseTimestamp(text);
  return parsed instanceof Date ? parsed.toISOString() : text;
});
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Prepared statements' names by their text: the same text always has the same name, on every connection. */
const statementNames = new Map<string, string>();
/** Texts named at most (a statement's text varies with how many words a search has, not with its values). */
const STATEMENT_NAMES_KEPT = 2_000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `ffc_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

export interface PostgresOptions {
  readonly max?: number;
}

export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // With the server gone, fail within seconds (503) rather than queue requests forever.
    connectionTimeoutMillis: 5_000,
    options: `-c pg_trgm.similarity_threshold=${TRIGRAM_THRESHOLD}`,
  });
  // A broken idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor a broken connection anywhere else: pg-pool listens for a client's 'error' only while it is
  // idle, and a dying connection can emit more than one (the server's FATAL, then the socket's
  // end) after its query has already failed. Every client keeps a listener for its whole life;
  // the failure itself reaches the caller through the query's rejection.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    engine: 'postgres',
    async query<Row>(text: string, params?: readonly unknown[], options?: QueryOptions) {
      const values = params ? [...params] : undefined;
      const result = await (options?.prepared
        ? client.query({ name: statementName(text), text, values })
        : client.query(text, values));
      // pg types rows `any[]`: each statement's row type comes from the Kysely query that built it.
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  /**
   * Runs `work` on a checked-out connection. pg-pool listens for a connection's 'error' only while
   * it is idle: one that dies while checked out (the server restarted under load) would raise an
   * unhandled 'error' and end the process. So listen here too, and destroy that connection on
   * release instead of pooling it; the query that was running fails and is answered 503.
   */
  async function withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await work(client);
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken ??= error instanceof Error ? error : new Error(databaseOutage(error));
      throw error;
    } finally {
      client.release(broken ?? false);
      client.off('error', onError);
    }
  }
  async function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return withClient(async (client) => {
      await client.query('BEGIN');
      try {
        const result = await work(asQueryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    });
  }
  return {
    ...asQueryable(pool),
    transaction,
    withMigrationLock: (work) =>
      withClient(async (client) => {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      }),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
