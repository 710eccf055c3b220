/**
 * The typed query layer: Kysely builds every statement against the declared tables
 * (`tables.ts`), so a column that does not exist, a misspelt one, or a required column left out
 * of an insert fails to compile, and each row's type comes from the query that selects it.
 *
 * Kysely only builds and compiles here; `rows()` runs the compiled, parameterised statement
 * through our own `Queryable`, so every transaction still goes through `Database.transaction()`
 * (PGlite's single connection must never see a raw BEGIN) and one pool serves everything.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type Compilable,
  sql,
  type RawBuilder,
  type Generated,
  type GeneratedAlways,
} from 'kysely';
import { PAGE_SIZE_DEFAULT } from '@ffc/domain';
import type { Queryable } from './database.js';
import type { ColumnType, TableName, Tables } from './tables.js';

/** What each column type reads as here: times as ISO strings and 64-bit integers as numbers (see the drivers). */
type ValueOf<T extends ColumnType> = T extends 'text' | 'timestamptz' | 'cube' | 'uuid'
  ? string
  : T extends 'text[]'
    ? string[]
    : T extends 'boolean'
      ? boolean
      : T extends 'jsonb'
        ? unknown
        : number;

type Nullable<S extends string> = S extends `${infer T extends ColumnType} null`
  ? ValueOf<T> | null
  : S extends ColumnType
    ? ValueOf<S>
    : never;

/** A declared column as Kysely types it: ` default` may be left out of inserts, ` generated` is never written. */
type Column<S extends string> = S extends `${infer T} generated`
  ? GeneratedAlways<Nullable<T>>
  : S extends `${infer T} default`
    ? Generated<Nullable<T>>
    : Nullable<S>;

/** The database as Kysely sees it, derived from `TABLES`. */
export type DB = { [T in TableName]: { -readonly [C in keyof Tables[T]]: Column<Tables[T][C] & string> } };

/** The query builder: it compiles statements and runs none itself. */
export const build = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A built statement, and whether it is kept prepared on the connection (`prepared`). */
export interface Statement<Row> extends Compilable<Row> {
  readonly prepared?: boolean;
}

/** Runs a built statement; its rows are typed by the statement. */
export function rows<Row>(db: Queryable, query: Statement<Row>): Promise<Row[]> {
  const { sql: text, parameters } = query.compile();
  return query.prepared ? db.query<Row>(text, parameters, { prepared: true }) : db.query<Row>(text, parameters);
}

/** The statement's first row, or undefined. */
export async function first<Row>(db: Queryable, query: Statement<Row>): Promise<Row | undefined> {
  return (await rows(db, query))[0];
}

/**
 * A statement written as SQL text with Kysely's `sql` tag (values still parameters), where its
 * table comes from an entry kind's spec and so is not one the builder can type: the row type is
 * the caller's, checked by the spec (`kinds/spec.ts`).
 */
export function compiled<Row>(statement: RawBuilder<Row>): Compilable<Row> {
  return { compile: () => statement.compile(build) };
}

/**
 * `compiled`, kept prepared on the connection (`QueryOptions.prepared`): for a statement whose plan
 * is the same whatever its values, run often enough that planning it is a good part of its cost.
 */
export function prepared<Row>(statement: RawBuilder<Row>): Statement<Row> {
  return { compile: () => statement.compile(build), prepared: true };
}

/**
 * A value written into the statement's text rather than sent as a parameter, so that a prepared
 * statement's generic plan knows it (a kind's name, a fixed limit), as the planner knows a literal.
 * Only for values the code chooses or has validated to a small set (a page size): each distinct value
 * is a distinct statement. Strings are quoted and escaped by Kysely; numbers must be whole (0 or more).
 */
export function literal(value: string | number): RawBuilder<unknown> {
  // Negative numbers are refused too: written after a minus, "-1" would begin a comment.
  if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0))
    throw new RangeError(`not a whole number: ${value}`);
  return sql.lit(value);
}

/** How many first pages of a list are read by prepared statements, their limits and offset written in. */
export const PREPARED_PAGES = 10;

/**
 * A page's limits and offset for a prepared statement: written in (`literal`) for the first
 * PREPARED_PAGES pages at the usual size, so their generic plan knows them (with a parameter for a
 * limit, PostgreSQL guessed 27 rows where 10 were asked, judged the generic plan dearer and planned
 * each run again); parameters otherwise, so no caller can make a statement for every page and size.
 * `prepare` says whether the statement is worth keeping prepared: only when written in.
 */
export function pageBounds({ page, size }: { page: number; size: number }) {
  const written = size === PAGE_SIZE_DEFAULT && page < PREPARED_PAGES;
  const bound = (value: number): RawBuilder<unknown> => (written ? literal(value) : sql`${value}`);
  return { size: bound(size), offset: bound(page * size), reach: bound((page + 1) * size), prepare: written };
}

/**
 * A part of statements that holds no values (a kind's select and joins), compiled once: Kysely
 * then copies its text rather than walking its nodes again for every statement that uses it.
 */
export function frozen(part: RawBuilder<unknown>): RawBuilder<unknown> {
  const { sql: text, parameters } = part.compile(build);
  if (parameters.length > 0) throw new Error(`a frozen part holds no values: ${text}`);
  return sql.raw(text);
}
