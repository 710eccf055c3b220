/**
 * The benchmark's requests (scripts/bench.ts), and the values they use, read from the seeded data:
 * shared with the floor's own test (bench-floor.test.ts), which checks that the floor answers each
 * of them as the REST API does, so the floor never measures other work than the API's.
 */
import { REVIEWED_KINDS, type ReviewedKind } from '@ffc/domain';
import type { Queryable } from '../api/src/db/database.js';

/** The kinds the bench measures: those with reviews, whose detail page shows them. */
export type Kind = ReviewedKind;
export const KINDS: readonly Kind[] = REVIEWED_KINDS;

export interface Request {
  name: string;
  /** The list's query string (no `detail`), or the entry id of a detail page. */
  query?: string;
  detail?: number;
  filter?: Record<string, unknown>;
  page?: number;
  /** A suggestions request (`GET /suggestions`): the typed text, and the kind if one is asked. */
  suggest?: { text: string; kind?: Kind };
  /** Asked by the signed-in bench reader (`READER_NEEDS`), with their session; the floor is told who they are. */
  reader?: boolean;
}

/** The values the requests use, read from the seeded data. */
export interface Samples {
  /** The United States' id: the filtered list's country. */
  readonly usa: number;
  /** Per kind: a word of few entries (a rare city, a product's name), and an entry with three reviews. */
  readonly rare: Record<Kind, string>;
  readonly detail: Record<Kind, number>;
  /** A common city's first five letters, as a business suggestion is typed. */
  readonly cityPrefix: string;
}

/** What the signed-in bench reader needs at a business: what the few confirmed bulk businesses offer. */
export const READER_NEEDS = ['unscented-soap', 'ventilation'];

/** A search with one typo in each kind's common word: the list answers with corrections. */
const CORRECTED_TYPO: Record<Kind, string> = { businesses: 'bakry', homes: 'cotage', products: 'shapmoo' };

export async function sampleValues(db: Queryable): Promise<Samples> {
  const one = async <T>(text: string) => {
    const [row] = await db.query<T>(text);
    if (!row) throw new Error(`no sample in the data: ${text}`);
    return row;
  };
  const rareCity = async (table: Kind) =>
    (
      await one<{ city: string }>(
        `SELECT city FROM ${table} WHERE city ~ '^[A-Za-z]+$' GROUP BY city HAVING count(*) BETWEEN 2 AND 20 ORDER BY count(*), city LIMIT 1`,
      )
    ).city;
  const reviewed = async (table: Kind) =>
    (await one<{ id: number }>(`SELECT id FROM ${table} WHERE review_count = 3 ORDER BY id LIMIT 1`)).id;
  const city = (
    await one<{ city: string }>(
      "SELECT city FROM businesses WHERE city ~ '^[A-Za-z]{6,}$' GROUP BY city ORDER BY count(*) DESC, city LIMIT 1",
    )
  ).city;
  return {
    usa: (await one<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'US'")).id,
    rare: {
      businesses: await rareCity('businesses'),
      homes: await rareCity('homes'),
      products: (await one<{ name: string }>('SELECT name FROM products ORDER BY id LIMIT 1')).name,
    },
    detail: {
      businesses: await reviewed('businesses'),
      homes: await reviewed('homes'),
      products: await reviewed('products'),
    },
    cityPrefix: city.slice(0, 5).toLowerCase(),
  };
}

/** Each kind's requests: lists, searches, a detail page with its reviews; for businesses the reader's, suggestions. */
export function requestsOf(kind: Kind, samples: Samples): Request[] {
  const broad = { businesses: 'cafe', homes: 'cabin', products: 'shampoo' }[kind];
  const three = { businesses: 'breathe easy yoga', homes: 'breathe easy cabin', products: 'free clear shampoo' }[kind];
  // The three words with a typo (a letter left out, two swapped): found through the vocabulary.
  const typo = { businesses: 'brethe easy yoga', homes: 'brethe easy cabin', products: 'free claer shampoo' }[kind];
  const filtered: Request =
    kind === 'products'
      ? { name: 'category, page 5', query: 'category=1&page=5', filter: { category: 1 }, page: 5 }
      : {
          name: 'type + country, page 5',
          query: `type=1&country=${samples.usa}&page=5`,
          filter: { type: 1, country: samples.usa },
          page: 5,
        };
  const search = (name: string, text: string): Request => ({
    name,
    query: `searchText=${encodeURIComponent(text)}`,
    filter: { searchText: text },
  });
  return [
    { name: 'list page 0', query: 'page=0', page: 0 },
    filtered,
    search(`rare ("${samples.rare[kind]}")`, samples.rare[kind]),
    search(`broad ("${broad}")`, broad),
    { name: 'list page 20', query: 'page=20', page: 20 },
    search(`three words ("${three}")`, three),
    search(`corrected typo ("${CORRECTED_TYPO[kind]}")`, CORRECTED_TYPO[kind]),
    search(`corrected typo, three words ("${typo}")`, typo),
    { name: 'detail + reviews', detail: samples.detail[kind] },
    ...(kind === 'businesses'
      ? [
          // Few businesses are confirmed at all: the confirmed index finds them without reading the rest.
          {
            name: 'confirmed in the last 12 months',
            query: 'confirmedWithinMonths=12',
            filter: { confirmedWithinMonths: 12 },
          },
          // The signed-in reader's needs: the few businesses that offer them all, among a million.
          { name: 'meets my needs (signed in)', query: 'meetsNeeds=true', filter: { meetsNeeds: true }, reader: true },
          { name: 'best for me (signed in)', query: 'sort=for-me', filter: { sort: 'forMe' }, reader: true },
          ...suggestionRequests(samples),
        ]
      : []),
  ];
}

/** Suggestions as the home page asks them (any kind) and as the business list's search box does. */
function suggestionRequests(samples: Samples): Request[] {
  const suggest = (name: string, text: string, kind?: Kind): Request => ({
    name,
    suggest: { text, ...(kind ? { kind } : {}) },
  });
  return [
    suggest('suggest "caf"', 'caf'),
    suggest('suggest a typo "bakry"', 'bakry'),
    suggest(`suggest a city prefix, businesses ("${samples.cityPrefix}")`, samples.cityPrefix, 'businesses'),
  ];
}

export function suggestionQuery({ text, kind }: NonNullable<Request['suggest']>): string {
  return `text=${encodeURIComponent(text)}${kind ? `&kind=${kind}` : ''}`;
}

/**
 * The paths a REST client asks for a request, relative to the API's (or the floor's) root: a page
 * shows an entry and its reviews, so a detail is both, asked at once.
 */
export function restPaths(kind: Kind, request: Request): string[] {
  if (request.suggest) return [`/suggestions?${suggestionQuery(request.suggest)}`];
  if (request.detail !== undefined) return [`/${kind}/${request.detail}`, `/${kind}/${request.detail}/reviews`];
  return [`/${kind}?${request.query ?? ''}`];
}

/**
 * Signs the bench reader up (once per database) through the API at `api`, logs them in, and sets
 * their needs (`READER_NEEDS`): their id and session cookies.
 */
export async function benchReader(api: string): Promise<{ id: number; cookie: string }> {
  const account = { username: 'benchreader', password: 'bench-reader-password', email: 'benchreader@example.org' };
  const call = async (method: string, url: string, body: unknown, cookie = '') => {
    const response = await fetch(`${api}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { response, text: await response.text() };
  };
  await call('POST', '/auth/signup', account);
  const login = await call('POST', '/auth/login', { username: account.username, password: account.password });
  if (login.response.status !== 200) throw new Error(`bench reader login: ${login.response.status} ${login.text}`);
  const cookie = login.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const needs = await call('PUT', '/user/needs', { businesses: READER_NEEDS }, cookie);
  if (needs.response.status !== 200) throw new Error(`bench reader needs: ${needs.response.status} ${needs.text}`);
  // The login's answer is the account (the API's own tests check its shape): only its id is read.
  return { id: (JSON.parse(login.text) as { id: number }).id, cookie };
}
