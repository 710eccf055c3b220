/**
 * Paged lists in the Spring Data shape (architecture section 3): 0-based pages, exact totals up to
 * COUNT_CAP and an estimate beyond it, and no pages deeper than PAGE_DEPTH_MAX (pageRequestSchema).
 */
import { COUNT_CAP, pageRequestSchema, type Page } from '@ffc/domain';

export type { Page };
import type { Queryable } from '../db/database.js';
import { build, first, rows, type Statement } from '../db/query.js';
import { sql, type AliasableExpression } from 'kysely';
import { z } from 'zod';

export interface PageRequest {
  readonly page: number;
  readonly size: number;
}

/** A list's query string: its filters, `page` and `size` (a clear 400 when out of range or too deep). */
export const listQuery = <F extends z.ZodObject>(filters: F) => z.intersection(filters, pageRequestSchema);

/** A filtered, ordered list, built with the typed query layer. */
export interface PagedQuery<Row> {
  /** One page of the rows, in order. */
  readonly page: (limit: number, offset: number) => Statement<Row>;
  /**
   * The matching rows of the base table alone, without joins (counting needs none), at most
   * `limit` of them: the count reads no further than the cap.
   */
  readonly matching: (limit: number) => AliasableExpression<unknown>;
}

export async function fetchPage<Row>(db: Queryable, q: PagedQuery<Row>, request: PageRequest): Promise<Page<Row>> {
  const { page, size } = request;
  const content = await rows(db, q.page(size, page * size));
  if (content.length > 0 && content.length < size) {
    // The last page: the total is known without counting.
    return pageOfRows(content, page * size + content.length, request);
  }
  if (content.length === 0 && page === 0) return pageOfRows(content, 0, request);
  const counted = await first(
    db,
    build.selectFrom(q.matching(COUNT_CAP + 1).as('capped')).select(sql<number>`count(*)::int`.as('n')),
  );
  return pageOfRows(content, counted?.n ?? 0, request);
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
