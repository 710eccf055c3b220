/**
 * At 100,000 businesses the list, the filtered list and the search must use the indexes. Runs on
 * PostgreSQL (TEST_DATABASE_URL, set in CI); `npm run bench` reports the same plans and timings on
 * PGlite. EXPLAIN runs the very SQL the repository sends, recorded on its way to the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { EntryRepository } from '../entries/repository.js';
import { seedBulk } from '../seed/entries.js';
import { buildTestApi, type TestApi } from '../../test/testing.js';
import { businessSpec } from './spec.js';

const BULK = 100_000;

describe.runIf(process.env.TEST_DATABASE_URL)('businesses at 100,000 rows on postgres', () => {
  let api: TestApi;
  let usa: number;
  beforeAll(async () => {
    api = await buildTestApi('postgres');
    await seedBulk(api.db, { businesses: BULK });
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
    expect(row!.n).toBeGreaterThanOrEqual(BULK);
    expect(row!.wrong).toBe(0);
  });

  it('the unfiltered list walks the name index, and its count stops at the cap', async () => {
    const [page, count] = await plans({});
    expect(page).toMatch(/Index Scan using businesses_name_idx/);
    // Reading the first 10,001 rows of the table is the cheapest capped count there is.
    expect(count).toMatch(/Limit/);
  });

  it('a type and country filter uses its composite index, counting included', async () => {
    const all = await plans({ type: 2, country: usa });
    expect(all[0]).toMatch(/Index Scan using businesses_type_country_name_idx/);
    for (const plan of all) expect(plan).not.toMatch(/Seq Scan on businesses/);
  });

  it('a search pages and counts through indexes; a rare term starts from the trigram index', async () => {
    // For a common term the planner may walk the name index and stop after ten matches; for a
    // rare one it starts from the trigram index. Either is an index; a scan of the table is not.
    const [page, count] = await plans({ searchText: 'breathe easy cafe' });
    expect(page).toMatch(/Index Scan|Bitmap Index Scan/);
    expect(count).toMatch(/Index Scan/);
    for (const plan of [page, count]) expect(plan).not.toMatch(/Seq Scan on businesses/);
    const [rare] = await plans({ searchText: 'qqzzxx' });
    expect(rare).toMatch(/Bitmap Index Scan on businesses_search_trgm_idx/);
  });
});
