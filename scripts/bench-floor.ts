/**
 * The benchmark's floor: a bare `node:http` server over the same database connection layer that
 * answers the benchmark's requests with the cheapest correct SQL, each in one statement, and the
 * same ids in the same order as the REST API (the bench checks that before measuring). What the
 * API and the BFF cost beyond it is their own overhead: routing, validation, serialization, HTTP.
 * It serves GET /suggestions too, with the API's statements (the domain's rules in JS, as the API).
 */
import http from 'node:http';
import {
  BROAD_WORD_ENTRIES,
  RANKED_MATCHES_MAX,
  correctedSearch,
  COUNT_CAP,
  matchesWords,
  PAGE_SIZE_DEFAULT,
  searchTerms,
  searchWords,
  SUGGESTION_KINDS,
  SUGGESTIONS_MAX,
  type Correction,
  type SearchTerm,
  type SuggestionKind,
} from '@ffc/domain';
import type { Queryable } from '../api/src/db/database.js';
import { prefixCompletions, searchCorrections } from '../api/src/entries/vocabulary.js';
import { oncePerTown } from '../api/src/suggestions/routes.js';

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
async function search(db: Queryable, kind: FloorKind, words: string[], filters: string, filterParams: unknown[], page: number, exactly: boolean) {
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
  // One word held by more than twice the cap (the vocabulary's count) and no filter: best match at once, as the API does.
  const broad = terms.length === 1 && terms[0]!.pieces.length === 1 && filters === 'TRUE';
  const typedSpellings = [terms[0]!.word, ...(terms[0]!.prefix ? completions : [])];
  if (broad && held > BROAD_WORD_ENTRIES) return bestMatch(db, kind, typedSpellings, exact, exactParams, page, held);
  const inName = (w: string) => `(${like(name, w)})::int`;
  const found = await ranked(db, kind, exact, words.map(inName).join(' + '), params, page, undefined, undefined, RANKED_MATCHES_MAX);
  // Up to the most that are ranked, the ranked page stands; past it, by name, as the API does.
  if (found.n > RANKED_MATCHES_MAX) return byName(db, kind, exact, exactParams, page, found.n);
  if (found.n > COUNT_CAP) return { content: found.rows, totalElements: COUNT_CAP };
  const corrections = exactly ? new Map<string, Correction[]>() : await correctionsOf(db, kind.table, words, found.n > 0);
  if (corrections.size === 0) return { content: found.rows, totalElements: found.n };
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
  const group = `(${terms.map(rankOf).join(' + ')})`;
  const relevance = terms.map((t) => `(${[t.word, ...correctedOf(t)].map((w) => like(name, w)).join(' OR ')})::int`).join(' + ');
  if (found.n === 0) {
    const heldCorrected = terms.length === 1 ? Math.max(0, ...(corrections.get(words[0]!) ?? []).map((c) => c.entries)) : 0;
    if (broad && heldCorrected > BROAD_WORD_ENTRIES) {
      const spellings = [...typedSpellings, ...correctedOf(terms[0]!)];
      return { ...(await bestMatch(db, kind, spellings, forgiven, forgivenParams, page, heldCorrected)), correctedSearchText: correctedSearch(words, corrections) };
    }
    const corrected = await ranked(db, kind, forgiven, relevance, params, page, undefined, group, RANKED_MATCHES_MAX);
    const correctedSearchText = corrected.n > 0 ? correctedSearch(words, corrections) : null;
    if (corrected.n > RANKED_MATCHES_MAX) return { ...(await byName(db, kind, forgiven, forgivenParams, page, corrected.n)), correctedSearchText };
    return { content: corrected.rows, totalElements: Math.min(corrected.n, COUNT_CAP), correctedSearchText };
  }
  const typed = [filters, ...terms.map(asTyped)].join(' AND ');
  const mixed = await ranked(db, kind, forgiven, relevance, params, page, typed, group);
  return { content: mixed.rows, totalElements: Math.min(mixed.n, COUNT_CAP) };
}

/** Each word's corrections from the kind's vocabulary: the API's own statement and rules (one query, no framework). */
const correctionsOf = (db: Queryable, kind: string, words: string[], foundAsTyped = false) => searchCorrections(db, kind, words, foundAsTyped);

/** Matches ranked by `relevance`, counted up to one past the cap (with `also`, of both), and one page of them, in one statement. */
async function ranked(db: Queryable, kind: FloorKind, where: string, relevance: string, params: unknown[], page: number, also?: string, group?: string, most = COUNT_CAP) {
  const collect = (condition: string) =>
    `SELECT e.id, e.name, (${relevance})::float8 AS relevance${group ? `, (${group}) AS g` : ''} FROM ${kind.table} e WHERE ${condition} LIMIT ${most + 1}`;
  // With `group` (a corrected search), group 0 first, then a row of each group in turn, as the API does.
  const order = (alias: string) => `${group ? `(${alias}.g > 0), ${alias}.turn, ${alias}.g, ` : ''}${alias}.relevance DESC, ${alias}.name, ${alias}.id`;
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
async function bestMatch(db: Queryable, kind: FloorKind, spellings: string[], where: string, whereParams: unknown[], page: number, held: number) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const words = [...new Set(spellings)];
  const named = words.map(
    (w) => `(SELECT n.id, n.name FROM entry_name_words n WHERE n.kind = '${kind.table}' AND n.word = ${param(w)} ORDER BY n.name, n.id LIMIT ${(page + 1) * PAGE_SIZE})`,
  );
  const content = await db.query(
    `SELECT ${kind.columns} FROM (SELECT u.id, u.name FROM (${named.join(' UNION ')}) u ORDER BY u.name, u.id LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}) p
     JOIN ${kind.table} e ON e.id = p.id ${kind.joins} ORDER BY p.name, p.id`,
    params,
  );
  if (content.length < PAGE_SIZE) {
    const rest = [...whereParams];
    const inName = `n.kind = '${kind.table}' AND n.word = ANY($${rest.push(words)}::text[])`;
    const [counted] = await db.query<{ n: number }>(`SELECT count(DISTINCT n.id)::int AS n FROM entry_name_words n WHERE n.kind = '${kind.table}' AND n.word = ANY($1::text[])`, [words]);
    const skip = Math.max(0, page * PAGE_SIZE - (counted?.n ?? 0));
    content.push(
      ...(await db.query(
        `SELECT ${kind.columns} FROM (SELECT e.id, e.name FROM ${kind.table} e WHERE ${where} AND NOT EXISTS (SELECT 1 FROM entry_name_words n WHERE ${inName} AND n.id = e.id)
           ORDER BY e.name, e.id LIMIT ${PAGE_SIZE - content.length} OFFSET ${skip}) p JOIN ${kind.table} e ON e.id = p.id ${kind.joins} ORDER BY p.name, p.id`,
        rest,
      )),
    );
  }
  return { content, totalElements: Math.min(held, COUNT_CAP) };
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
 * GET /suggestions?text=&kind=: the statements the API sends (api/src/suggestions/routes.ts), as bare
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
  const perKind = await Promise.all(
    kinds.map(async (kind) => {
      const [{ words: completions }, corrections] = await Promise.all([prefixCompletions(db, kind, last.pieces[last.pieces.length - 1]!), correctionsOf(db, kind, words, true)]);
      const [places, entries] = await Promise.all([placesOf(db, kind, words, corrections), entriesOf(db, kind, terms, completions, corrections)]);
      return { places, entries };
    }),
  );
  const typeRows = await db.query<{ kind: SuggestionKind; id: number; name: string }>(
    `${kinds.map((kind) => `SELECT '${kind}'::text AS kind, id, name FROM ${SUGGESTING[kind].types}`).join(' UNION ALL ')} ORDER BY name, kind`,
  );
  const types = typeRows.filter((t) => matchesWords(t.name, words)).map((t) => ({ label: t.name, type: 'entryType', kind: t.kind, id: t.id }));
  const places = oncePerTown(perKind.flatMap((k) => k.places));
  const entries = perKind.flatMap((k) => k.entries);
  return [...types.slice(0, TYPES_SHOWN), ...places.slice(0, PLACES_SHOWN), ...entries, ...places.slice(PLACES_SHOWN), ...types.slice(TYPES_SHOWN)].slice(0, SUGGESTIONS_MAX);
}

/** A LIKE of each word or its corrections in `text`, with its parameters. */
function alternatives(params: unknown[], text: string, word: string, corrections: ReadonlyMap<string, Correction[]>, forgiven = true) {
  const spelled = [word, ...(forgiven ? (corrections.get(word) ?? []) : []).map((c) => c.word)];
  return `(${spelled.map((w) => `${text} LIKE ffc_fold($${params.push(`%${w}%`)})`).join(' OR ')})`;
}

async function placesOf(db: Queryable, kind: SuggestionKind, words: string[], corrections: Map<string, Correction[]>) {
  if (!SUGGESTING[kind].located) return [];
  const params: unknown[] = [kind];
  const last = words.length - 1;
  const short = (w: string, i: number) => i === last && w.length < INDEXED_MIN;
  const prefix = (w: string) => `p.folded LIKE ffc_fold($${params.push(`${w}%`)})`;
  const conditions = words.map((w, i) => (short(w, i) ? prefix(w) : alternatives(params, 'p.folded', w, corrections)));
  const asTyped = words.map((w, i) => (short(w, i) ? prefix(w) : alternatives(params, 'p.folded', w, corrections, false)));
  const found = await db.query<{ city: string }>(
    `SELECT p.city FROM search_places p WHERE p.kind = $1 AND ${conditions.join(' AND ')} ORDER BY (${asTyped.join(' AND ')})::int DESC, p.entries DESC, p.folded LIMIT ${PLACES_SHOWN}`,
    params,
  );
  return found.map((p) => ({ label: p.city, type: 'place', kind, id: null }));
}

async function entriesOf(db: Queryable, kind: SuggestionKind, terms: SearchTerm[], completions: string[], corrections: Map<string, Correction[]>) {
  if (!terms.some((t) => t.folded.length >= INDEXED_MIN)) return [];
  const select = async (forgiven: boolean, skip: number[]) => {
    const params: unknown[] = [];
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
    return db.query<{ id: number; name: string }>(`SELECT e.id, e.name FROM ${kind} e WHERE NOT e.closed AND ${where.join(' AND ')} LIMIT ${SUGGESTIONS_MAX}`, params);
  };
  // One word: the first entries by name whose name holds it (begun), then a correction, from the name postings, as the API does.
  const named = (spellings: string[], skip: number[]) => {
    const params: unknown[] = [kind, skip];
    const ranges = [...new Set(spellings)].map(
      (w) => `(SELECT n.id, n.name FROM entry_name_words n JOIN ${kind} e ON e.id = n.id WHERE n.kind = $1 AND n.word = $${params.push(w)} AND NOT e.closed ORDER BY n.name, n.id LIMIT ${SUGGESTIONS_MAX + skip.length})`,
    );
    return db.query<{ id: number; name: string }>(`SELECT u.id, u.name FROM (${ranges.join(' UNION ')}) u WHERE u.id <> ALL ($2::int[]) ORDER BY u.name, u.id LIMIT ${SUGGESTIONS_MAX}`, params);
  };
  const single = terms.length === 1 && terms[0]!.pieces.length === 1 ? terms[0]! : null;
  const found = single ? await named([single.word, ...(single.prefix ? completions : [])], []) : await select(false, []);
  if (found.length < SUGGESTIONS_MAX && corrections.size > 0) {
    const skip = found.map((f) => f.id);
    const corrected = single ? (corrections.get(single.word) ?? []).map((c) => c.word) : [];
    if (!single) found.push(...(await select(true, skip)).slice(0, SUGGESTIONS_MAX - found.length));
    else if (corrected.length > 0) found.push(...(await named(corrected, skip)).slice(0, SUGGESTIONS_MAX - found.length));
  }
  return found.map((e) => ({ label: e.name, type: 'entry', kind, id: e.id }));
}

/** Serves GET /{collection}?… (a list page) and GET /{collection}/{id} (the detail with its reviews). */
export function startFloor(db: Queryable): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const [collection, id] = url.pathname.split('/').filter(Boolean);
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
