/**
 * Paged lists in the Spring Data shape (architecture section 3): 0-based pages, exact totals up to
 * COUNT_CAP and an estimate beyond it, and no pages deeper than PAGE_DEPTH_MAX (pageRequestSchema).
 */
import { COUNT_CAP, pageRequestSchema, type Page } from '@ffc/domain';

export type { Page };
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
import { z } from 'zod';

export interface PageRequest {
  readonly page: number;
  readonly size: number;
}


/** A list's query string: its filters, `page` and `size` (a clear 400 when out of range or too deep). */
export const listQuery = <F extends z.ZodObject>(filters: F) => z.intersection(filters, pageRequestSchema);

/** A filtered, ordered query: `select` runs over `from` (which may join); counting uses `countFrom`. */
export interface PagedQuery {
  readonly select: string;
  readonly from: string;
  /** The base table alone with the same WHERE clause: counting needs no joins. */
  readonly countFrom: string;
  readonly where: string;
  readonly orderBy: string;
  readonly params: readonly unknown[];
}

export async function fetchPage<T>(db: Queryable, q: PagedQuery, { page, size }: PageRequest): Promise<Page<T>> {
  const n = q.params.length;
  const where = q.where ? `WHERE ${q.where}` : '';
  const content = await db.query<T>(
    `${q.select} ${q.from} ${where} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...q.params, size, page * size],
  );
  let total: number;
  let estimate = false;
  if (content.length > 0 && content.length < size) {
    // The last page: the total is known without counting.
    total = page * size + content.length;
  } else if (content.length === 0 && page === 0) {
    total = 0;
  } else {
    const row = await one<{ n: number }>(
      db,
      `SELECT count(*)::int AS n FROM (SELECT 1 ${q.countFrom} ${where} LIMIT ${COUNT_CAP + 1}) capped`,
      q.params,
    );
    total = Math.min(row?.n ?? 0, COUNT_CAP);
    estimate = (row?.n ?? 0) > COUNT_CAP;
  }
  return {
    content,
    totalPages: Math.ceil(total / size),
    totalElements: total,
    totalElementsIsEstimate: estimate,
    size,
    number: page,
    pageable: { pageNumber: page, pageSize: size },
  };
}

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
