/**
 * Paged lists in the Spring Data shape (architecture section 3): 0-based pages, exact totals up to
 * COUNT_CAP and an estimate beyond it, and no pages deeper than PAGE_DEPTH_MAX (pageRequestSchema).
 */
import { COUNT_CAP, pageRequestSchema, type Page } from '@ffc/domain';

export type { Page };
import type { Queryable } from '../db/database.js';
import { build, first, rows, type Statement } from '../db/query.js';
import { sql, type AliasableExpression, type AliasedRawBuilder } from 'kysely';
import { z } from 'zod';

export interface PageRequest {
  readonly page: number;
  readonly size: number;
}

/** A list's query string: its filters, `page` and `size` (a clear 400 when out of range or too deep). */
export const listQuery = <F extends z.ZodObject>(filters: F) => z.intersection(filters, pageRequestSchema);

/**
 * The matching rows of a list's base table alone, without joins (counting needs none), at most
 * `limit` of them: the count reads no further than the cap.
 */
export type Matching = (limit: number) => AliasableExpression<unknown>;

/** A filtered, ordered list, built with the typed query layer. */
export interface PagedQuery<Row> {
  /** One page of the rows, in order, each selecting `count` (the capped count of all matches). */
  readonly page: (
    limit: number,
    offset: number,
    count: AliasedRawBuilder<number, 'matches'>,
  ) => Statement<Counted<Row>>;
  readonly matching: Matching;
}

/** A page's row as a statement reads it with `cappedCount`: with the count of all matches. */
export type Counted<Row> = Row & { matches: number };

/** How many rows `matching` holds, up to one past COUNT_CAP, as a column of a page's statement. */
export const cappedCount = (matching: Matching) =>
  sql<number>`(SELECT count(*)::int FROM ${matching(COUNT_CAP + 1)} capped)`;

/**
 * A page's rows without the count each carries (`cappedCount`), and that count. A page past the
 * end has no row to carry it: only then is it counted on its own.
 */
export async function countedRows<Row>(
  db: Queryable,
  found: readonly Counted<Row>[],
  { page }: PageRequest,
  matching: Matching,
): Promise<{ rows: Row[]; matches: number }> {
  // Without its count, a counted row is the row again; TypeScript cannot see that through a generic Omit.
  const content = found.map(({ matches: _, ...row }) => row as Row);
  if (found.length > 0) return { rows: content, matches: found[0]!.matches };
  return { rows: content, matches: page === 0 ? 0 : await countOf(db, matching) };
}

/** How many rows `matching` holds, up to one past COUNT_CAP, in a statement of its own. */
async function countOf(db: Queryable, matching: Matching): Promise<number> {
  const counted = await first(db, build.selectNoFrom([cappedCount(matching).as('n')]));
  return counted?.n ?? 0;
}

/** A page of a list and its capped count, in one statement (a second only for a page past the end). */
export async function fetchPage<Row>(db: Queryable, q: PagedQuery<Row>, request: PageRequest): Promise<Page<Row>> {
  const { page, size } = request;
  const found = await rows(db, q.page(size, page * size, cappedCount(q.matching).as('matches')));
  const counted = await countedRows(db, found, request, q.matching);
  return pageOfRows(counted.rows, counted.matches, request);
}

/** A page of rows out of `matches` (counted up to one past COUNT_CAP: more is an estimate). */
export function pageOfRows<Row>(
  content: Row[],
  matches: number,
  { page, size }: PageRequest,
  correctedSearchText: string | null = null,
): Page<Row> {
  const total = Math.min(matches, COUNT_CAP);
  return {
    content,
    totalPages: Math.ceil(total / size),
    totalElements: total,
    totalElementsIsEstimate: matches > COUNT_CAP,
    correctedSearchText,
    size,
    number: page,
    pageable: { pageNumber: page, pageSize: size },
  };
}

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${literalPattern(text)}%`;
}

/** A LIKE pattern matching what begins with `text`. */
export function prefixPattern(text: string): string {
  return `${literalPattern(text)}%`;
}

const literalPattern = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
