/**
 * The benchmark's floor: a bare `node:http` server over the same database connection layer that
 * answers the benchmark's requests with the cheapest correct SQL, each in one statement, and the
 * same ids in the same order as the REST API (the bench checks that before measuring). What the
 * API and the BFF cost beyond it is their own overhead: routing, validation, serialization, HTTP.
 */
import http from 'node:http';
import { COUNT_CAP, PAGE_SIZE_DEFAULT, searchWords, TYPO_MIN_LENGTH } from '@ffc/domain';
import type { Queryable } from '../api/src/db/database.js';

/** What the floor knows of a kind: its table, list filters, the list's columns and its reviews. */
interface FloorKind {
  table: string;
  filters: Record<string, string>;
  columns: string;
  joins: string;
  reviews: { table: string; parent: string };
}

export const FLOOR_KINDS: Record<'businesses' | 'homes' | 'products', FloorKind> = {
  businesses: {
    table: 'businesses',
    filters: { type: 'business_type_id', country: 'country_id', state: 'state_id' },
    columns: `e.id, e.name, e.city, e.policy, e.review_count AS "reviewCount", e.rating, t.name AS type, s.name AS state, c.name AS country`,
    joins: 'JOIN business_types t ON t.id = e.business_type_id LEFT JOIN states s ON s.id = e.state_id LEFT JOIN countries c ON c.id = e.country_id',
    reviews: { table: 'business_reviews', parent: 'business_id' },
  },
  homes: {
    table: 'homes',
    filters: { type: 'home_type_id', country: 'country_id', state: 'state_id' },
    columns: `e.id, e.name, e.city, e.people, e.bedrooms, e.pets_allowed AS "petsAllowed", e.policy, e.review_count AS "reviewCount", e.rating, t.name AS type, s.name AS state, c.name AS country`,
    joins: 'JOIN home_types t ON t.id = e.home_type_id LEFT JOIN states s ON s.id = e.state_id LEFT JOIN countries c ON c.id = e.country_id',
    reviews: { table: 'home_reviews', parent: 'home_id' },
  },
  products: {
    table: 'products',
    filters: { company: 'company_id', category: 'product_category_id', type: 'product_type_id' },
    columns: `e.id, e.name, e.review_count AS "reviewCount", e.rating, pc.name AS category, t.name AS type, co.name AS company`,
    joins: 'JOIN product_categories pc ON pc.id = e.product_category_id JOIN product_types t ON t.id = e.product_type_id JOIN companies co ON co.id = e.company_id',
    reviews: { table: 'product_reviews', parent: 'product_id' },
  },
};

const PAGE_SIZE = PAGE_SIZE_DEFAULT;

async function list(db: Queryable, kind: FloorKind, query: URLSearchParams) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['TRUE'];
  for (const [name, column] of Object.entries(kind.filters)) {
    const value = query.get(name);
    if (value) conditions.push(`e.${column} = ${param(Number(value))}::int`);
  }
  // "Confirmed in the last N months": the few confirmed entries, from the confirmed index.
  const months = query.get('confirmedWithinMonths');
  if (months) conditions.push(`e.last_confirmed_date >= now() - make_interval(months => ${param(Number(months))}::int)`);
  const page = Number(query.get('page') ?? 0);
  const words = searchWords(query.get('searchText'));
  const filters = conditions.join(' AND ');
  const filterParams = [...params];
  if (months && !words.length) {
    // Collected first, then by name, as the API does for a selective filter.
    const found = await ranked(db, kind, filters, '0', params, page);
    if (found.n > COUNT_CAP) return byName(db, kind, filters, filterParams, page, found.n);
    return { content: found.rows, totalElements: found.n };
  }
  if (words.length) {
    // As the API: every word exactly first, and near matches (typos) only when that finds nothing.
    const exact = [filters, ...words.map((w) => `e.search_text LIKE ffc_fold(${param(`%${w}%`)})`)].join(' AND ');
    const exactParams = [...params];
    const inName = words.map((w) => `(split_part(e.search_text, E'\\n', 1) LIKE ffc_fold(${param(`%${w}%`)}))::int`).join(' + ');
    const found = await ranked(db, kind, exact, inName, params, page);
    if (found.n > COUNT_CAP) return byName(db, kind, exact, exactParams, page, found.n);
    if (found.n > 0) return { content: found.rows, totalElements: found.n };
    params.length = filterParams.length;
    const near = [filters, ...words.map((w) => (w.length < TYPO_MIN_LENGTH ? `e.search_text LIKE ffc_fold(${param(`%${w}%`)})` : `e.search_text %> ffc_fold(${param(w)})`))].join(' AND ');
    const similarity = words.map((w) => `word_similarity(ffc_fold(${param(w)}), e.search_text) + 2 * word_similarity(ffc_fold(${param(w)}), split_part(e.search_text, E'\\n', 1))`).join(' + ');
    const nearly = await ranked(db, kind, near, similarity, params, page);
    return { content: nearly.rows, totalElements: Math.min(nearly.n, COUNT_CAP) };
  }
  return byName(db, kind, filters, filterParams, page);
}

/** Matches ranked by `relevance`, counted up to one past the cap, and one page of them, in one statement. */
async function ranked(db: Queryable, kind: FloorKind, where: string, relevance: string, params: unknown[], page: number) {
  const rows = await db.query<{ n: number }>(
    `WITH m AS MATERIALIZED (SELECT e.id, e.name, (${relevance})::float8 AS relevance FROM ${kind.table} e WHERE ${where} LIMIT ${COUNT_CAP + 1}),
          p AS (SELECT id, name, relevance FROM m ORDER BY relevance DESC, name, id LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE})
     SELECT (SELECT count(*) FROM m)::int AS n, ${kind.columns} FROM p JOIN ${kind.table} e ON e.id = p.id ${kind.joins}
     ORDER BY p.relevance DESC, p.name, p.id`,
    params,
  );
  // The bench asks only for pages that have matches: the first row carries the count.
  const n = rows[0]?.n ?? 0;
  return { n, rows };
}

async function byName(db: Queryable, kind: FloorKind, where: string, params: unknown[], page: number, matches?: number) {
  const content = await db.query(
    `SELECT ${kind.columns} FROM (SELECT e.id, e.name FROM ${kind.table} e WHERE ${where} ORDER BY e.name, e.id LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}) p
     JOIN ${kind.table} e ON e.id = p.id ${kind.joins} ORDER BY p.name, p.id`,
    params,
  );
  if (matches !== undefined) return { content, totalElements: Math.min(matches, COUNT_CAP) };
  const last = content.length > 0 && content.length < PAGE_SIZE;
  const [counted] = last
    ? [{ n: page * PAGE_SIZE + content.length }]
    : await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${kind.table} e WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped`, params);
  return { content, totalElements: Math.min(counted?.n ?? 0, COUNT_CAP) };
}

/** An entry (its list columns) and its first page of reviews, newest first, read at once. */
async function detail(db: Queryable, kind: FloorKind, id: number) {
  const [entry, reviews] = await Promise.all([
    db.query(`SELECT ${kind.columns}, e.description FROM ${kind.table} e ${kind.joins} WHERE e.id = $1`, [id]),
    db.query(
      `SELECT r.id, r.name, r.comment, r.rating, r.created_date AS "createdDate", u.username, count(*) OVER ()::int AS total
       FROM ${kind.reviews.table} r LEFT JOIN users u ON u.id = r.created_by_id
       WHERE r.${kind.reviews.parent} = $1 ORDER BY r.created_date DESC, r.id DESC LIMIT ${PAGE_SIZE}`,
      [id],
    ),
  ]);
  return { ...entry[0], reviews };
}

/** Serves GET /{collection}?… (a list page) and GET /{collection}/{id} (the detail with its reviews). */
export function startFloor(db: Queryable): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const [collection, id] = url.pathname.split('/').filter(Boolean);
    const kind = FLOOR_KINDS[collection as keyof typeof FLOOR_KINDS] as FloorKind | undefined;
    if (!kind) {
      response.writeHead(404).end();
      return;
    }
    const answer = id ? detail(db, kind, Number(id)) : list(db, kind, url.searchParams);
    answer.then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
