/**
 * The connection to PGlite or PostgreSQL: parameterised statements and transactions (statements are built by
 * `query.ts`). Every
 * transaction goes through `transaction()`, never a raw BEGIN: on PGlite's single connection a
 * raw BEGIN would pull other requests' statements into it.
 */

export interface QueryOptions {
  /**
   * Keep the statement prepared on the connection, so that running it again skips parsing and, once
   * PostgreSQL finds its generic plan as good as a custom one, planning. Only for statements whose
   * plan does not depend on the values (an entry by id, a word's postings); a search whose best plan
   * depends on how common its words are is planned for its values every time.
   */
  readonly prepared?: boolean;
}

export interface Queryable {
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs one parameterised statement and answers its rows. A `prepared` statement is parsed and
   * planned once per connection (PostgreSQL; PGlite runs it as any other).
   */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Serialises migrations when several API instances start together. */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connection-pool figures for the metrics (PostgreSQL; PGlite has one connection and none). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * The trigram similarity at which `%` finds a typed word's candidates in the search vocabulary
 * (`ffc_vocabulary_near`, migration 019, PostgreSQL only), set once per connection rather than
 * inside the function.
 */
export const TRIGRAM_THRESHOLD = 0.1;
