/**
 * The benchmark's floor: a bare `node:http` server over the same database connection layer that
 * answers the benchmark's requests with the cheapest correct SQL and the REST API's own answer,
 * field for field: the same rows in the same order, each with its photos, its accommodations' states
 * and the page's count (the bench checks the answers are equal before measuring). An entry and its
 * reviews are two addresses, as in the API. What the API and the BFF cost beyond it is their own
 * overhead: routing, validation, serialization, HTTP.
 * It serves GET /suggestions too, with the API's statements (the domain's rules in JS, as the API).
 */
import http from 'node:http';
import {
  accommodationStatusOf,
  BROAD_WORD_ENTRIES,
  ENTRY_PHOTOS_SHOWN,
  isPhotoKind,
  REVIEW_PHOTOS_MAX,
  type AccommodationSummary,
  RANKED_MATCHES_MAX,
  correctedSearch,
  COUNT_CAP,
  matchesWords,
  PAGE_SIZE_DEFAULT,
  searchTerms,
  searchWords,
  SUGGESTION_KINDS,
  SUGGESTIONS_MAX,
  suggestionPaths,
  type Correction,
  type SearchTerm,
  type SuggestionKind,
} from '@ffc/domain';
import type { Queryable } from '../api/src/db/database.js';
import { prefixCompletions, searchCorrections } from '../api/src/entries/vocabulary.js';
import { oncePerTown } from '../api/src/suggestions/routes.js';
import { oneCorrectionGroup } from '../api/src/entries/words.js';
import { pageOfRows } from '../api/src/http/pages.js';
import { answerPhoto, SITE_PHOTO_LINKS, type StoredPhoto } from '../api/src/media/links.js';

/**
 * What the floor knows of a kind: its table, list filters, and the columns and joins of a list row
 * and of an entry, written out as the API answers them (the same JSON, field for field: the bench
 * checks it), and its reviews.
 */
interface FloorKind {
  table: string;
  filters: Record<string, string>;
  columns: string;
  joins: string;
  detail: { columns: string; joins: string };
  reviews: { table: string; parent: string; parentField: string };
}

/** A reference as `{ id, name }`, or null. */
const ref = (alias: string, field: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'name', ${alias}.name) END AS "${field}"`;
/** The newest photos of the entry `e` (or of the review `r`) as JSON, as the API reads them. */
const photosOf = (kind: string, owner: 'e' | 'r', limit: number) =>
  `(SELECT coalesce(json_agg(x.photo ORDER BY x.created_date DESC, x.id DESC), '[]') FROM (
     SELECT p.id, p.created_date, json_build_object('id', p.id, 'key', p.key, 'caption', p.caption, 'shows', p.shows, 'width', p.width, 'height', p.height,
       'placeholder', p.placeholder, 'createdBy', pu.username, 'createdDate', p.created_date, 'reviewId', p.review_id) AS photo
     FROM photos p LEFT JOIN users pu ON pu.id = p.created_by_id
     WHERE p.entry_kind = '${kind}' AND ${owner === 'e' ? 'p.entry_id = e.id' : 'p.review_id = r.id'} ORDER BY p.created_date DESC, p.id DESC LIMIT ${limit}) x) AS photos`;
/** A list row's cover photo and its count of photos. */
const listPhotos = (kind: string) =>
  `${photosOf(kind, 'e', 1)}, (SELECT count(*)::int FROM photos p WHERE p.entry_kind = '${kind}' AND p.entry_id = e.id) AS "photoCount"`;
const PLACE = `e.city, ${ref('s', 'state')}, ${ref('c', 'country')}`;
const PLACE_JOINS = 'LEFT JOIN states s ON s.id = e.state_id LEFT JOIN countries c ON c.id = e.country_id';
const ADDRESS = `e.address1, e.address2, ${PLACE}, e.postal_code AS "postalCode"`;
const CONTACT = `e.phone_number AS "phoneNumber", e.email, e.website, e.policy, e.policy_description AS "policyDescription"`;
const AUDIT = `e.created_by_id AS "createdById", creator.username AS "createdByUsername", e.created_date AS "createdDate",
  e.modified_by_id AS "modifiedById", modifier.username AS "modifiedByUsername", e.modified_date AS "modifiedDate"`;
const AUDIT_JOINS =
  'LEFT JOIN users creator ON creator.id = e.created_by_id LEFT JOIN users modifier ON modifier.id = e.modified_by_id';
/** How many reviewers confirmed each accommodation; whether it is closed, merged, or reported. */
const TRUST = (
  kind: string,
  reviews: string,
  parent: string,
) => `(SELECT coalesce(json_agg(json_build_object('key', c.key, 'count', c.n) ORDER BY c.n DESC, c.key), '[]')
    FROM (SELECT k AS key, count(*)::int AS n FROM ${reviews} r CROSS JOIN LATERAL unnest(r.confirmed_accommodations) k WHERE r.${parent} = e.id GROUP BY k) c) AS "accommodationConfirmations",
  e.closed, (SELECT json_build_object('id', m.id, 'name', m.name) FROM ${kind} m WHERE m.id = e.merged_into_id) AS "mergedInto",
  (SELECT coalesce(json_agg(json_build_object('reason', r.reason, 'createdDate', r.created_date) ORDER BY r.created_date DESC, r.id DESC), '[]')
    FROM reports r WHERE r.entry_kind = '${kind}' AND r.entry_id = e.id AND r.status = 'open' AND r.photo_id IS NULL) AS "openReports",
  ${photosOf(kind, 'e', ENTRY_PHOTOS_SHOWN)}, e.accommodation_status AS "accommodationStatus"`;

export const FLOOR_KINDS: Record<'businesses' | 'homes' | 'products', FloorKind> = {
  businesses: {
    table: 'businesses',
    filters: { type: 'business_type_id', country: 'country_id', state: 'state_id' },
    columns: `e.id, e.name, ${ref('t', 'businessType')}, e.city, ${ref('s', 'state')}, ${ref('c', 'country')}, e.policy, e.latitude, e.longitude, e.accommodations,
      e.review_count AS "reviews", e.rating, e.closed, ${listPhotos('businesses')}, e.accommodation_status AS "accommodationStatus"`,
    joins: `LEFT JOIN business_types t ON t.id = e.business_type_id ${PLACE_JOINS}`,
    detail: {
      columns: `e.id, e.name, e.description, ${ref('t', 'businessType')}, ${ADDRESS}, ${CONTACT}, e.latitude, e.longitude, e.accommodations,
        e.review_count AS "reviews", e.rating, ${TRUST('businesses', 'business_reviews', 'business_id')}, ${AUDIT}`,
      joins: `LEFT JOIN business_types t ON t.id = e.business_type_id ${PLACE_JOINS} ${AUDIT_JOINS}`,
    },
    reviews: { table: 'business_reviews', parent: 'business_id', parentField: 'businessEntity' },
  },
  homes: {
    table: 'homes',
    filters: { type: 'home_type_id', country: 'country_id', state: 'state_id' },
    columns: `e.id, e.name, ${ref('t', 'homeType')}, e.people, e.bedrooms, e.pets_allowed AS "petsAllowed", e.policy, e.accommodations, e.review_count AS "reviews", e.rating,
      e.closed, ${PLACE}, e.latitude, e.longitude, ${listPhotos('homes')}, e.accommodation_status AS "accommodationStatus"`,
    joins: `LEFT JOIN home_types t ON t.id = e.home_type_id ${PLACE_JOINS}`,
    detail: {
      columns: `e.id, e.name, e.description, ${ref('t', 'homeType')}, e.people, e.bedrooms, e.bathrooms, e.pets_allowed AS "petsAllowed", ${ADDRESS}, ${CONTACT},
        e.latitude, e.longitude, e.accommodations, e.review_count AS "reviews", e.rating, ${TRUST('homes', 'home_reviews', 'home_id')}, ${AUDIT}`,
      joins: `LEFT JOIN home_types t ON t.id = e.home_type_id ${PLACE_JOINS} ${AUDIT_JOINS}`,
    },
    reviews: { table: 'home_reviews', parent: 'home_id', parentField: 'homeEntity' },
  },
  products: {
    table: 'products',
    filters: { company: 'company_id', category: 'product_category_id', type: 'product_type_id' },
    columns: `e.id, e.name, ${ref('pc', 'productCategoryType')}, ${ref('t', 'productType')}, ${ref('co', 'companyEntity')}, e.accommodations, e.closed,
      e.review_count AS "reviews", e.rating, ${listPhotos('products')}, e.accommodation_status AS "accommodationStatus"`,
    joins:
      'LEFT JOIN product_categories pc ON pc.id = e.product_category_id LEFT JOIN product_types t ON t.id = e.product_type_id LEFT JOIN companies co ON co.id = e.company_id',
    detail: {
      columns: `e.id, e.name, e.description, ${ref('pc', 'productCategoryType')},
        json_build_object('id', t.id, 'name', t.name, 'productCategoryType', (SELECT json_build_object('id', tc.id, 'name', tc.name) FROM product_categories tc WHERE tc.id = t.product_category_id)) AS "productType",
        e.manufacturer_link AS "manufacturerLink",
        (SELECT json_build_object('id', co.id, 'name', co.name, 'address1', co.address1, 'address2', co.address2, 'city', co.city,
           'state', CASE WHEN cs.id IS NULL THEN NULL ELSE json_build_object('id', cs.id, 'name', cs.name) END,
           'country', CASE WHEN cc.id IS NULL THEN NULL ELSE json_build_object('id', cc.id, 'name', cc.name) END,
           'postalCode', co.postal_code, 'phoneNumber', co.phone_number, 'email', co.email, 'website', co.website, 'policy', co.policy, 'policyDescription', co.policy_description)
         FROM companies co LEFT JOIN states cs ON cs.id = co.state_id LEFT JOIN countries cc ON cc.id = co.country_id WHERE co.id = e.company_id) AS "companyEntity",
        e.accommodations, e.review_count AS "reviews", e.rating, ${TRUST('products', 'product_reviews', 'product_id')}, ${AUDIT}`,
      joins: `LEFT JOIN product_categories pc ON pc.id = e.product_category_id LEFT JOIN product_types t ON t.id = e.product_type_id ${AUDIT_JOINS}`,
    },
    reviews: { table: 'product_reviews', parent: 'product_id', parentField: 'productEntity' },
  },
};

/**
 * A row as the API answers it: its accommodations' states now (the domain's rule) and its photos'
 * addresses, from what its statement read.
 */
function answered(row: Record<string, unknown>): Record<string, unknown> {
  const { n: _count, ...rest } = row;
  if ('accommodationStatus' in rest) {
    rest.accommodationStatus = accommodationStatusOf(
      (rest.accommodations as string[] | null) ?? [],
      rest.accommodationStatus as AccommodationSummary[] | null,
      new Date(),
    );
  }
  if (Array.isArray(rest.photos))
    rest.photos = (rest.photos as StoredPhoto[]).map((p) => answerPhoto(SITE_PHOTO_LINKS, p));
  return rest;
}

const PAGE_SIZE = PAGE_SIZE_DEFAULT;

/**
 * The header the bench names its signed-in reader by: the floor reads their needs by id, as the API
 * does once it has checked their session token (the token's check is the API's own overhead).
 */
export const BENCH_READER_HEADER = 'x-bench-reader';

/** A list page as the API answers it: its rows, their count (past the cap, an estimate) and the search it ran. */
async function list(db: Queryable, kind: FloorKind, query: URLSearchParams, reader: number | null) {
  const page = Number(query.get('page') ?? 0);
  const needs =
    reader === null
      ? null
      : ((
          await db.query<{ keys: string[] }>(
            `SELECT ${kind.table} AS keys FROM user_needs WHERE user_id = $1`,
            [reader],
            PREPARED,
          )
        )[0]?.keys ?? []);
  // Each row counts the reader's needs it meets (catalogue keys: written into the statement as text).
  const keys = needs && `ARRAY[${needs.map((k) => `'${k.replace(/'/g, "''")}'`).join(',')}]::text[]`;
  const counted: FloorKind = keys
    ? {
        ...kind,
        columns: `${kind.columns}, (SELECT count(*) FROM unnest(${keys}) k WHERE k = ANY(e.accommodations))::int AS "needsMet", ${needs.length}::int AS "needsTotal"`,
      }
    : kind;
  const meets = keys && needs.length > 0 && query.get('meetsNeeds') === 'true' ? `e.accommodations @> ${keys}` : null;
  const forMe = keys && needs.length > 0 && !meets && query.get('sort') === 'for-me' && !query.get('searchText');
  const found = forMe ? await bestForMe(db, counted, keys, page) : await listed(db, counted, query, page, meets);
  return pageOfRows(
    found.content.map(answered),
    found.matches,
    { page, size: PAGE_SIZE },
    found.correctedSearchText ?? null,
  );
}

/** Closed entries are left out of every list, as the API does. */
const OPEN = 'NOT e.closed';
/** The statements the API keeps prepared (its `prepared`), kept prepared here too. */
const PREPARED = { prepared: true } as const;

/**
 * "Best for me" over a whole kind, as the API walks it: the entries that offer any need ranked by
 * needs met, and as many of the rest from the front of the confirmed index, merged; counted to the cap.
 */
async function bestForMe(
  db: Queryable,
  kind: FloorKind,
  keys: string,
  page: number,
): Promise<{ content: Record<string, unknown>[]; matches: number; correctedSearchText?: string | null }> {
  const reach = (page + 1) * PAGE_SIZE;
  const met = `(SELECT count(*) FROM unnest(${keys}) k WHERE k = ANY(e.accommodations))::int`;
  const order = (alias: string) => `${alias}.k0 DESC, ${alias}.k1 DESC NULLS LAST, ${alias}.k2 DESC`;
  const content = await db.query(
    `SELECT ${kind.columns} FROM (SELECT u.* FROM (
       (SELECT e.id, ${met} AS k0, e.last_confirmed_date AS k1, e.id AS k2 FROM ${kind.table} e
         WHERE ${OPEN} AND e.accommodations && ${keys} ORDER BY 2 DESC, 3 DESC NULLS LAST, 4 DESC LIMIT ${reach})
       UNION ALL
       (SELECT e.id, 0, e.last_confirmed_date, e.id FROM ${kind.table} e
         WHERE ${OPEN} AND NOT e.accommodations && ${keys} ORDER BY e.last_confirmed_date DESC NULLS LAST, e.id DESC LIMIT ${reach})
     ) u ORDER BY ${order('u')} LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}) p
     JOIN ${kind.table} e ON e.id = p.id ${kind.joins} ORDER BY ${order('p')}`,
  );
  const [counted] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${kind.table} e WHERE ${OPEN} LIMIT ${COUNT_CAP + 1}) capped`,
  );
  return { content, matches: counted?.n ?? 0 };
}

async function listed(
  db: Queryable,
  kind: FloorKind,
  query: URLSearchParams,
  page: number,
  meetsNeeds: string | null = null,
): Promise<{ content: Record<string, unknown>[]; matches: number; correctedSearchText?: string | null }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = [OPEN];
  // "Meets my needs": the entries holding them all, from the accommodations' GIN index.
  if (meetsNeeds) conditions.push(meetsNeeds);
  for (const [name, column] of Object.entries(kind.filters)) {
    const value = query.get(name);
    if (value) conditions.push(`e.${column} = ${param(Number(value))}::int`);
  }
  // "Confirmed in the last N months": the few confirmed entries, from the confirmed index.
  const months = query.get('confirmedWithinMonths');
  if (months)
    conditions.push(`e.last_confirmed_date >= now() - make_interval(months => ${param(Number(months))}::int)`);
  const words = searchWords(query.get('searchText'));
  const filters = conditions.join(' AND ');
  const filterParams = [...params];
  if ((months || meetsNeeds) && !words.length) {
    // Collected first, then by name, as the API does for a selective filter.
    const found = await ranked(db, kind, filters, '0', params, page);
    if (found.n > COUNT_CAP) return byName(db, kind, filters, filterParams, page, found.n);
    return { content: found.rows, matches: found.n };
  }
  if (words.length) return search(db, kind, words, filters, params, page, query.get('searchExactly') === 'true');
  return byName(db, kind, filters, filterParams, page);
}

/**
 * As the API searches: every word as typed first, whole (the last one begun: it or one of its
 * completions), from the word index, ranked by how many are in the name; then, unless the search
 * is exact, each long enough word's corrections from the kind's vocabulary (one statement, the
 * domain's edit distance); with corrections, the entries holding each word as typed or as a
 * correction, those holding every word as typed first, then the closest and most common corrections.
 */
async function search(
  db: Queryable,
  kind: FloorKind,
  words: string[],
  filters: string,
  filterParams: unknown[],
  page: number,
  exactly: boolean,
) {
  const terms = searchTerms(words);
  if (terms.length === 0) return byName(db, kind, filters, filterParams, Number(page));
  words = terms.map((t) => t.word);
  const params = [...filterParams];
  const param = (value: unknown) => `$${params.push(value)}`;
  const holdsAll = (list: readonly string[]) => `e.search_words @> ${param(list)}::text[]`;
  const holdsAny = (list: readonly string[]) => `e.search_words && ${param(list)}::text[]`;
  const last = terms[terms.length - 1]!;
  const { words: completions, held } = await prefixCompletions(db, kind.table, last.pieces[last.pieces.length - 1]!);
  const asTyped = (t: SearchTerm) => {
    if (!t.prefix) return holdsAll(t.pieces);
    const begun = holdsAny([t.pieces[t.pieces.length - 1]!, ...completions]);
    return t.pieces.length === 1 ? begun : `(${holdsAll(t.pieces.slice(0, -1))} AND ${begun})`;
  };
  const name = `split_part(e.search_text, E'\\n', 1)`;
  const like = (text: string, word: string) => `${text} LIKE ffc_fold(${param(`%${word}%`)})`;
  const exact = [filters, ...terms.map(asTyped)].join(' AND ');
  const exactParams = [...params];
  // One word held by more than twice the cap (the vocabulary's count) and no filter: best match at once, as the API
  // does.
  const broad = terms.length === 1 && terms[0]!.pieces.length === 1 && filters === OPEN;
  const typedSpellings = [terms[0]!.word, ...(terms[0]!.prefix ? completions : [])];
  if (broad && held > BROAD_WORD_ENTRIES) return bestMatch(db, kind, typedSpellings, exact, exactParams, page, held);
  const inName = (w: string) => `(${like(name, w)})::int`;
  const found = await ranked(
    db,
    kind,
    exact,
    words.map(inName).join(' + '),
    params,
    page,
    undefined,
    undefined,
    RANKED_MATCHES_MAX,
  );
  // Up to the most that are ranked, the ranked page stands; past it, by name, as the API does.
  if (found.n > RANKED_MATCHES_MAX) return byName(db, kind, exact, exactParams, page, found.n);
  if (found.n > COUNT_CAP) return { content: found.rows, matches: found.n };
  const corrections = exactly
    ? new Map<string, Correction[]>()
    : await correctionsOf(db, kind.table, words, found.n > 0);
  if (corrections.size === 0) return { content: found.rows, matches: found.n };
  params.length = filterParams.length;
  const correctedOf = (t: SearchTerm) => (corrections.get(t.word) ?? []).map((c) => c.word);
  const forgivenOf = (t: SearchTerm) => {
    const corrected = correctedOf(t);
    if (corrected.length === 0) return asTyped(t);
    if (t.pieces.length === 1) return holdsAny([...t.pieces, ...(t.prefix ? completions : []), ...corrected]);
    return `(${asTyped(t)} OR ${holdsAny(corrected)})`;
  };
  const forgiven = [filters, ...terms.map(forgivenOf)].join(' AND ');
  const forgivenParams = [...params];
  // Matches as typed whole first (0), then completions (1) and corrections (2 on), a row of each in turn.
  const rankOf = (t: SearchTerm) => {
    const corrected = correctedOf(t);
    const begun = t.prefix && completions.length > 0 ? [`WHEN ${asTyped(t)} THEN 1`] : [];
    if (begun.length === 0 && corrected.length === 0) return '0';
    return `CASE WHEN ${holdsAll(t.pieces)} THEN 0 ${[...begun, ...corrected.map((c, i) => `WHEN ${holdsAny([c])} THEN ${i + 2}`)].join(' ')} ELSE ${corrected.length + 2} END`;
  };
  // Built only when used: its values are parameters of the statement that uses it.
  const group = () => `(${terms.map(rankOf).join(' + ')})`;
  const relevance = terms
    .map((t) => `(${[t.word, ...correctedOf(t)].map((w) => like(name, w)).join(' OR ')})::int`)
    .join(' + ');
  if (found.n === 0) {
    const heldCorrected =
      terms.length === 1 ? Math.max(0, ...(corrections.get(words[0]!) ?? []).map((c) => c.entries)) : 0;
    if (broad && heldCorrected > BROAD_WORD_ENTRIES) {
      const spellings = [...typedSpellings, ...correctedOf(terms[0]!)];
      return {
        ...(await bestMatch(db, kind, spellings, forgiven, forgivenParams, page, heldCorrected)),
        correctedSearchText: correctedSearch(words, corrections),
      };
    }
    // One correction in every row: one group, ranked as the API ranks it (`oneCorrectionGroup`).
    const grouped = oneCorrectionGroup(terms, completions, corrections) ? undefined : group();
    const corrected = await ranked(db, kind, forgiven, relevance, params, page, undefined, grouped, RANKED_MATCHES_MAX);
    const correctedSearchText = corrected.n > 0 ? correctedSearch(words, corrections) : null;
    if (corrected.n > RANKED_MATCHES_MAX)
      return { ...(await byName(db, kind, forgiven, forgivenParams, page, corrected.n)), correctedSearchText };
    return { content: corrected.rows, matches: corrected.n, correctedSearchText };
  }
  const typed = [filters, ...terms.map(asTyped)].join(' AND ');
  const mixed = await ranked(db, kind, forgiven, relevance, params, page, typed, group());
  return { content: mixed.rows, matches: mixed.n };
}

/** Each word's corrections from the kind's vocabulary: the API's own statement and rules (one query, no framework). */
const correctionsOf = (db: Queryable, kind: string, words: string[], foundAsTyped = false) =>
  searchCorrections(db, kind, words, foundAsTyped);

/**
 * Matches ranked by `relevance`, counted up to one past the cap (with `also`, of both), and one page of them, in one
 * statement.
 */
async function ranked(
  db: Queryable,
  kind: FloorKind,
  where: string,
  relevance: string,
  params: unknown[],
  page: number,
  also?: string,
  group?: string,
  most = COUNT_CAP,
) {
  const collect = (condition: string) =>
    `SELECT e.id, e.name, (${relevance})::float8 AS relevance${group ? `, (${group}) AS g` : ''} FROM ${kind.table} e WHERE ${condition} LIMIT ${most + 1}`;
  // With `group` (a corrected search), group 0 first, then a row of each group in turn, as the API does.
  const order = (alias: string) =>
    `${group ? `(${alias}.g > 0), ${alias}.turn, ${alias}.g, ` : ''}${alias}.relevance DESC, ${alias}.name, ${alias}.id`;
  // `also`'s matches (those as typed) collected whole beside the first of `where`'s, as the API does.
  const rows = await db.query<{ n: number }>(
    `WITH m AS MATERIALIZED (${also ? `(${collect(also)}) UNION (${collect(where)})` : collect(where)}),
          ${group ? `s AS (SELECT m.*, row_number() OVER (PARTITION BY m.g ORDER BY m.relevance DESC, m.name, m.id) AS turn FROM m),` : ''}
          p AS (SELECT * FROM ${group ? 's' : 'm'} ORDER BY ${order(group ? 's' : 'm')} LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE})
     SELECT (SELECT count(*) FROM m)::int AS n, ${kind.columns} FROM p JOIN ${kind.table} e ON e.id = p.id ${kind.joins}
     ORDER BY ${order('p')}`,
    params,
  );
  // The bench asks only for pages that have matches: the first row carries the count.
  const n = rows[0]?.n ?? 0;
  return { n, rows };
}

/**
 * A broad word (no other filter) by best match, as the API walks it: the entries whose name holds a
 * spelling first, by name, from the name postings a range per spelling; past them, the others by
 * name along the name index. Its total is the vocabulary's count.
 */
async function bestMatch(
  db: Queryable,
  kind: FloorKind,
  spellings: string[],
  where: string,
  whereParams: unknown[],
  page: number,
  held: number,
) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const words = [...new Set(spellings)];
  const named = words.map(
    (w) =>
      `(SELECT n.id, n.name FROM entry_name_words n JOIN ${kind.table} e ON e.id = n.id WHERE n.kind = '${kind.table}' AND n.word = ${param(w)} AND ${OPEN}
        ORDER BY n.name, n.id LIMIT ${(page + 1) * PAGE_SIZE})`,
  );
  const content = await db.query(
    `SELECT ${kind.columns} FROM (SELECT u.id, u.name FROM (${named.join(' UNION ')}) u ORDER BY u.name, u.id LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}) p
     JOIN ${kind.table} e ON e.id = p.id ${kind.joins} ORDER BY p.name, p.id`,
    params,
    PREPARED,
  );
  if (content.length < PAGE_SIZE) {
    const rest = [...whereParams];
    const inName = `n.kind = '${kind.table}' AND n.word = ANY($${rest.push(words)}::text[])`;
    const [counted] = await db.query<{ n: number }>(
      `SELECT count(DISTINCT n.id)::int AS n FROM entry_name_words n JOIN ${kind.table} e ON e.id = n.id WHERE n.kind = '${kind.table}' AND n.word = ANY($1::text[]) AND ${OPEN}`,
      [words],
    );
    const skip = Math.max(0, page * PAGE_SIZE - (counted?.n ?? 0));
    content.push(
      ...(await db.query(
        `SELECT ${kind.columns} FROM (SELECT e.id, e.name FROM ${kind.table} e WHERE ${where} AND NOT EXISTS (SELECT 1 FROM entry_name_words n WHERE ${inName} AND n.id = e.id)
           ORDER BY e.name, e.id LIMIT ${PAGE_SIZE - content.length} OFFSET ${skip}) p JOIN ${kind.table} e ON e.id = p.id ${kind.joins} ORDER BY p.name, p.id`,
        rest,
      )),
    );
  }
  return { content, matches: held };
}

async function byName(
  db: Queryable,
  kind: FloorKind,
  where: string,
  params: unknown[],
  page: number,
  matches?: number,
) {
  const content = await db.query(
    `SELECT ${kind.columns} FROM (SELECT e.id, e.name FROM ${kind.table} e WHERE ${where} ORDER BY e.name, e.id LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}) p
     JOIN ${kind.table} e ON e.id = p.id ${kind.joins} ORDER BY p.name, p.id`,
    params,
  );
  if (matches !== undefined) return { content, matches: matches };
  const last = content.length > 0 && content.length < PAGE_SIZE;
  const [counted] = last
    ? [{ n: page * PAGE_SIZE + content.length }]
    : await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${kind.table} e WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped`,
        params,
      );
  return { content, matches: counted?.n ?? 0 };
}

/** An entry as the API answers it, or undefined. */
async function detail(db: Queryable, kind: FloorKind, id: number) {
  const [entry] = await db.query<Record<string, unknown>>(
    `SELECT ${kind.detail.columns} FROM ${kind.table} e ${kind.detail.joins} WHERE e.id = $1`,
    [id],
    PREPARED,
  );
  return entry && answered(entry);
}

/**
 * The first page of an entry's reviews, newest first, as an anonymous visitor reads it; undefined when there is no
 * entry.
 */
async function reviews(db: Queryable, kind: FloorKind, id: number, page: number) {
  const { table, parent, parentField } = kind.reviews;
  const found = await db.query<Record<string, unknown> & { total: number }>(
    `SELECT r.id, r.name, r.comment, r.rating, r.confirmed_accommodations AS "confirmedAccommodations", r.disputed_accommodations AS "disputedAccommodations",
       json_build_object('id', r.${parent}) AS "${parentField}", (r.created_by_id IS NULL OR coalesce(u.email_confirmed, true)) AS counted,
       r.created_by_id AS "createdById", u.username AS "createdByUsername", r.created_date AS "createdDate", r.modified_by_id AS "modifiedById",
       r.modified_date AS "modifiedDate", r.helpful_count AS "helpfulCount", ${isPhotoKind(kind.table) ? photosOf(kind.table, 'r', REVIEW_PHOTOS_MAX) : `'[]'::json AS photos`},
       CASE WHEN un.show_with_reviews THEN un.${kind.table} END AS "reviewerNeeds", false AS "votedHelpful", count(*) OVER ()::int AS total
     FROM ${table} r LEFT JOIN users u ON u.id = r.created_by_id LEFT JOIN user_needs un ON un.user_id = r.created_by_id WHERE r.${parent} = $1 ORDER BY r.created_date DESC, r.id DESC LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}`,
    [id],
    PREPARED,
  );
  if (found.length === 0 && (await db.query(`SELECT 1 FROM ${kind.table} WHERE id = $1`, [id])).length === 0)
    return undefined;
  const content = found.map(({ total: _total, ...review }) => answered(review));
  return pageOfRows(content, found[0]?.total ?? 0, { page, size: PAGE_SIZE });
}

// ---- suggestions as people type ----------------------------------------------------------------

/** What suggestions read of each kind: its table, its types' table, and whether it has cities. */
const SUGGESTING: Record<SuggestionKind, { types: string; located: boolean }> = {
  businesses: { types: 'business_types', located: true },
  homes: { types: 'home_types', located: true },
  products: { types: 'product_types', located: false },
  socials: { types: 'social_types', located: true },
};
/** As the API: at most 2 types and 3 places first, then entries; a LIKE is indexed from 3 letters. */
const TYPES_SHOWN = 2;
const PLACES_SHOWN = 3;
const INDEXED_MIN = 3;

/**
 * GET /suggestions?text=&kind=: the statements the API sends (api/src/suggestions/repository.ts), as bare
 * SQL: per kind the words' corrections, the places whose city matches and the open entries whose
 * name matches (as typed, then through corrections), and the types matching by the domain's rule.
 */
async function suggestions(db: Queryable, query: URLSearchParams) {
  const terms = searchTerms(searchWords(query.get('text')?.trim()));
  const words = terms.map((t) => t.word);
  if (words.length === 0) return [];
  const asked = query.get('kind') as SuggestionKind | null;
  const kinds = asked ? [asked] : [...SUGGESTION_KINDS];
  const last = terms[terms.length - 1]!;
  const typed = await Promise.all(
    kinds.map(async (kind): Promise<FloorTyped> => {
      const [{ words: completions }, corrections] = await Promise.all([
        prefixCompletions(db, kind, last.pieces[last.pieces.length - 1]!),
        correctionsOf(db, kind, words, true),
      ]);
      return { kind, completions, corrections };
    }),
  );
  const [allPlaces, entries] = await Promise.all([placesOf(db, typed, words), entriesOf(db, typed, terms)]);
  const typeRows = await db.query<{ kind: SuggestionKind; id: number; name: string }>(
    `${kinds.map((kind) => `SELECT '${kind}'::text AS kind, id, name FROM ${SUGGESTING[kind].types}`).join(' UNION ALL ')} ORDER BY name, kind`,
    [],
    PREPARED,
  );
  const types = typeRows
    .filter((t) => matchesWords(t.name, words))
    .map((t) => ({
      label: t.name,
      type: 'entryType',
      kind: t.kind,
      id: t.id,
      path: suggestionPaths.entryType(t.kind, t.id),
    }));
  const places = oncePerTown(allPlaces);
  return [
    ...types.slice(0, TYPES_SHOWN),
    ...places.slice(0, PLACES_SHOWN),
    ...entries,
    ...places.slice(PLACES_SHOWN),
    ...types.slice(TYPES_SHOWN),
  ].slice(0, SUGGESTIONS_MAX);
}

/** A LIKE of each word or its corrections in `text`, with its parameters. */
function alternatives(
  params: unknown[],
  text: string,
  word: string,
  corrections: ReadonlyMap<string, Correction[]>,
  forgiven = true,
) {
  const spelled = [word, ...(forgiven ? (corrections.get(word) ?? []) : []).map((c) => c.word)];
  return `(${spelled.map((w) => `${text} LIKE ffc_fold($${params.push(`%${w}%`)})`).join(' OR ')})`;
}

/** A kind's completions of the last word and corrections of every word. */
interface FloorTyped {
  kind: SuggestionKind;
  completions: string[];
  corrections: Map<string, Correction[]>;
}

/** Every located kind's places in one statement, PLACES_SHOWN of each, in the kinds' order. */
async function placesOf(db: Queryable, typed: FloorTyped[], words: string[]) {
  const located = typed.filter(({ kind }) => SUGGESTING[kind].located);
  if (located.length === 0) return [];
  const params: unknown[] = [];
  const last = words.length - 1;
  const short = (w: string, i: number) => i === last && w.length < INDEXED_MIN;
  const prefix = (w: string) => `p.folded LIKE ffc_fold($${params.push(`${w}%`)})`;
  const parts = located.map(({ kind, corrections }, turn) => {
    const conditions = words.map((w, i) =>
      short(w, i) ? prefix(w) : alternatives(params, 'p.folded', w, corrections),
    );
    const asTyped = words.map((w, i) =>
      short(w, i) ? prefix(w) : alternatives(params, 'p.folded', w, corrections, false),
    );
    const order = `(${asTyped.join(' AND ')})::int DESC, p.entries DESC, p.folded`;
    return `(SELECT ${turn} AS turn, p.kind, p.city, row_number() OVER (ORDER BY ${order}) AS place FROM search_places p
      WHERE p.kind = $${params.push(kind)} AND ${conditions.join(' AND ')} ORDER BY ${order} LIMIT ${PLACES_SHOWN})`;
  });
  const found = await db.query<{ kind: SuggestionKind; city: string }>(
    `SELECT u.kind, u.city FROM (${parts.join(' UNION ALL ')}) u ORDER BY u.turn, u.place`,
    params,
    // Prepared as the API's, unless the last word is a city's beginning.
    words[last]!.length < INDEXED_MIN ? undefined : PREPARED,
  );
  return found.map((p) => ({
    label: p.city,
    type: 'place',
    kind: p.kind,
    id: null,
    path: suggestionPaths.place(p.kind, p.city),
  }));
}

/** Every kind's entries in one statement (and one more through corrections), in the kinds' order. */
async function entriesOf(db: Queryable, typed: FloorTyped[], terms: SearchTerm[]) {
  if (!terms.some((t) => t.folded.length >= INDEXED_MIN)) return [];
  const single = terms.length === 1 && terms[0]!.pieces.length === 1 ? terms[0]! : null;
  const found = new Map<SuggestionKind, { id: number; name: string }[]>(typed.map(({ kind }) => [kind, []]));
  // A kind's rows as typed, or through its corrections: from the name postings for one word, else the word index.
  const rowsOf = (params: unknown[], { kind, completions, corrections }: FloorTyped, forgiven: boolean) => {
    const skip = found.get(kind)!.map((f) => f.id);
    if (single) {
      const spellings = forgiven
        ? (corrections.get(single.word) ?? []).map((c) => c.word)
        : [single.word, ...(single.prefix ? completions : [])];
      if (spellings.length === 0) return null;
      // The kind and the reach written in, as the API writes them.
      const reach = skip.length === 0 ? SUGGESTIONS_MAX : 2 * SUGGESTIONS_MAX - 1;
      const ranges = [...new Set(spellings)].map(
        (w) =>
          `(SELECT n.id, n.name FROM entry_name_words n JOIN ${kind} e ON e.id = n.id WHERE n.kind = '${kind}' AND n.word = $${params.push(w)} AND NOT e.closed ORDER BY n.name, n.id LIMIT ${reach})`,
      );
      return `SELECT u.id, u.name FROM (${ranges.join(' UNION ')}) u WHERE u.id <> ALL ($${params.push(skip)}::int[]) ORDER BY u.name, u.id LIMIT ${SUGGESTIONS_MAX}`;
    }
    const where = terms.flatMap((t) => {
      const corrected = forgiven ? (corrections.get(t.word) ?? []).map((c) => c.word) : [];
      const whole = t.prefix ? t.pieces.slice(0, -1) : t.pieces;
      const begun = t.prefix ? [t.pieces[t.pieces.length - 1]!, ...completions] : [];
      // The word index: each piece whole, the last begun, or (a one-piece word) a correction.
      const held =
        t.pieces.length === 1
          ? `e.search_words && $${params.push([...whole, ...begun, ...corrected])}::text[]`
          : `((${[...(whole.length ? [`e.search_words @> $${params.push(whole)}::text[]`] : []), ...(begun.length ? [`e.search_words && $${params.push(begun)}::text[]`] : [])].join(' AND ')})${corrected.length ? ` OR e.search_words && $${params.push(corrected)}::text[]` : ''})`;
      return [held, alternatives(params, `split_part(e.search_text, E'\\n', 1)`, t.word, corrections, forgiven)];
    });
    if (skip.length > 0) where.push(`e.id <> ALL ($${params.push(skip)}::int[])`);
    return `SELECT e.id, e.name FROM ${kind} e WHERE NOT e.closed AND ${where.join(' AND ')} LIMIT ${SUGGESTIONS_MAX}`;
  };
  const run = async (kinds: FloorTyped[], forgiven: boolean) => {
    const params: unknown[] = [];
    const parts = kinds.flatMap((k, turn) => {
      const kindRows = rowsOf(params, k, forgiven);
      return kindRows ? [`(SELECT ${turn} AS turn, '${k.kind}'::text AS kind, k.id, k.name FROM (${kindRows}) k)`] : [];
    });
    if (parts.length === 0) return;
    const answered = await db.query<{ kind: SuggestionKind; id: number; name: string }>(
      `SELECT u.kind, u.id, u.name FROM (${parts.join(' UNION ALL ')}) u ORDER BY u.turn, u.name, u.id`,
      params,
      single ? PREPARED : undefined,
    );
    for (const row of answered) found.get(row.kind)!.push(row);
  };
  await run(typed, false);
  await run(
    typed.filter(({ kind, corrections }) => corrections.size > 0 && found.get(kind)!.length < SUGGESTIONS_MAX),
    true,
  );
  return typed.flatMap(({ kind }) =>
    found
      .get(kind)!
      .slice(0, SUGGESTIONS_MAX)
      .map((e) => ({ label: e.name, type: 'entry', kind, id: e.id, path: suggestionPaths.entry(kind, e.id) })),
  );
}

/**
 * Serves GET /{collection}?… (a list page), GET /{collection}/{id} (an entry) and GET /{collection}/{id}/reviews (its
 * reviews), as the API answers them.
 */
export function startFloor(db: Queryable): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const [collection, id, part] = url.pathname.split('/').filter(Boolean);
    if (collection === 'suggestions') {
      suggestions(db, url.searchParams).then(
        (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
      return;
    }
    const kind = FLOOR_KINDS[collection as keyof typeof FLOOR_KINDS] as FloorKind | undefined;
    if (!kind) {
      response.writeHead(404).end();
      return;
    }
    const reader = request.headers[BENCH_READER_HEADER];
    const answer = !id
      ? list(db, kind, url.searchParams, typeof reader === 'string' ? Number(reader) : null)
      : part === 'reviews'
        ? reviews(db, kind, Number(id), Number(url.searchParams.get('page') ?? 0))
        : detail(db, kind, Number(id));
    answer.then(
      (body) =>
        body
          ? response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
          : response.writeHead(404).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
