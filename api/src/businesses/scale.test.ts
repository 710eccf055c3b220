/**
 * At 100,000 businesses (30,000 on PGlite, to keep the suite quick) the list, the filtered list and
 * the search must use the indexes. EXPLAIN runs the very SQL the repository sends, recorded on its
 * way to the database; `npm run bench` reports the same plans with timings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { EntryRepository } from '../entries/repository.js';
import { seedBulk } from '../seed/entries.js';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';
import { businessSpec } from './spec.js';

const BULK = { postgres: 100_000, pglite: 30_000 };

describe.each(DATABASE_ENGINES)('businesses in bulk on %s', (engine) => {
  let api: TestApi;
  let usa: number;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    await seedBulk(api.db, { businesses: BULK[engine] });
    usa = (await api.db.query<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'US'"))[0]!.id;
  }, 300_000);
  afterAll(() => api?.close());

  /** The plans of every statement `list` sends. */
  async function plans(filter: Record<string, unknown>): Promise<string[]> {
    const sent: { text: string; params: readonly unknown[] }[] = [];
    const recorder: Queryable = {
      query: async (text, params = []) => {
        sent.push({ text, params });
        return api.db.query(text, params);
      },
      exec: (sql) => api.db.exec(sql),
    };
    await new EntryRepository(businessSpec).list(recorder, filter, { page: 0, size: 10 });
    return Promise.all(
      sent.map(async ({ text, params }) =>
        (await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params)).map((r) => r['QUERY PLAN']).join('\n'),
      ),
    );
  }

  it('seeds them with reviews and exact ratings', async () => {
    const [row] = await api.db.query<{ n: number; wrong: number }>(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE review_count <> (SELECT count(*) FROM business_reviews r WHERE r.business_id = b.id))::int AS wrong
       FROM businesses b`,
    );
    expect(row!.n).toBeGreaterThanOrEqual(BULK[engine]);
    expect(row!.wrong).toBe(0);
  });

  it('the unfiltered list walks the name index, and its count stops at the cap, in one statement', async () => {
    const all = await plans({});
    expect(all).toHaveLength(1);
    // The page's ids come from the name index alone; only those ten rows are then read.
    expect(all[0]).toMatch(/Index (Only )?Scan using businesses_name_idx/);
    expect(all[0]).toMatch(/Index Scan using businesses_pkey/);
    // Reading the first 10,001 rows of the table is the cheapest capped count there is.
    expect(all[0]).toMatch(/Aggregate[\s\S]*Limit/);
  });

  it('a type and country filter uses its composite index, counting included', async () => {
    const all = await plans({ type: 2, country: usa });
    expect(all[0]).toMatch(/Index (Only )?Scan using businesses_type_country_name_idx/);
    for (const plan of all) expect(plan).not.toMatch(/Seq Scan on businesses/);
  });

  it('a search with fewer matches than the cap collects them from the trigram index, never walking the name index', async () => {
    const found = await new EntryRepository(businessSpec).list(api.db, { searchText: 'breathe easy yoga' }, { page: 0, size: 10 });
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.totalElementsIsEstimate).toBe(false);
    for (const searchText of ['breathe easy yoga', 'jeanerette', 'qqzzxx', 'portlnd cafe']) {
      const all = await plans({ searchText });
      // The words as typed first, matched, counted, ranked and the page read in one statement;
      // near matches (a typo) only when those find nothing.
      if (searchText === 'breathe easy yoga') expect(all, searchText).toHaveLength(1);
      if (all.length > 1) expect(all[1], searchText).toMatch(/%>/);
      expect(all.length, searchText).toBeLessThanOrEqual(2);
      expect(all[0], searchText).toMatch(/Bitmap Index Scan on businesses_search_trgm_idx/);
      for (const plan of all) {
        expect(plan, searchText).not.toMatch(/businesses_name_idx/);
        expect(plan, searchText).not.toMatch(/Seq Scan on businesses/);
        // The page's rows are read by their ids.
        expect(plan, searchText).toMatch(/Index Scan using businesses_pkey/);
      }
    }
    const typo = await plans({ searchText: 'portlnd cafe' });
    expect(typo[1]).toMatch(/Bitmap Index Scan on businesses_search_trgm_idx/);
    expect(typo[1]).toMatch(/%>/);
  });

  it('an accommodation filter collects its matches from its GIN index, never walking the name index', async () => {
    // No bulk business offers one: the planner guesses thousands, and walking the name index
    // until ten rows hold it would read every row.
    const all = await plans({ accommodation: ['staff-fragrance-free'] });
    expect(all).toHaveLength(1);
    expect(all[0]).toMatch(/Bitmap Index Scan on businesses_accommodations_idx/);
    expect(all[0]).not.toMatch(/businesses_name_idx/);
    expect(all[0]).not.toMatch(/Seq Scan on businesses/);
  });

  it('a search with more matches than the cap pages by name, with the total an estimate', async () => {
    const broad = await new EntryRepository(businessSpec).list(api.db, { searchText: 'fragrance' }, { page: 0, size: 10 });
    expect(broad.totalElementsIsEstimate).toBe(true);
    const names = broad.content.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
