/**
 * At 50,000 businesses (15,000 on PGlite, to keep the suite quick) the list, the filtered list, the
 * search and the home page's highlights must use the indexes. EXPLAIN runs the very SQL the
 * repository sends, recorded on its way to the database; `npm run bench` reports the same plans
 * with timings. One bulk database per engine serves every check: seeding it is most of the time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP, RANKED_MATCHES_MAX } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { highlightsOf } from '../highlights/routes.js';
import { EntryRepository } from '../entries/repository.js';
import { prefixCompletions } from '../entries/vocabulary.js';
import { seedBulk } from '../seed/bulk.js';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';
import { businessSpec } from '../kinds/businesses.js';

const BULK = { postgres: 50_000, pglite: 15_000 };

describe.each(DATABASE_ENGINES)('businesses in bulk on %s', (engine) => {
  let api: TestApi;
  let usa: number;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    await seedBulk(api.db, { businesses: BULK[engine] });
    usa = (await api.db.query<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'US'"))[0]!.id;
  }, 300_000);
  afterAll(() => api?.close());

  /** What `run` answers, and the plan of every statement it sent. */
  async function explained<T>(
    run: (db: Queryable) => Promise<T>,
  ): Promise<{ answer: T; plans: string[]; sent: string[] }> {
    const sent: { text: string; params: readonly unknown[] }[] = [];
    const recorder: Queryable = {
      engine: api.db.engine,
      query: async (text, params = []) => {
        sent.push({ text, params });
        return api.db.query(text, params);
      },
      exec: (sql) => api.db.exec(sql),
    };
    const answer = await run(recorder);
    const plans = await Promise.all(
      sent.map(async ({ text, params }) =>
        (await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params))
          .map((r) => r['QUERY PLAN'])
          .join('\n'),
      ),
    );
    return { answer, plans, sent: sent.map((s) => s.text) };
  }

  /** A broad search's pages: each an estimate, each the ids the slow, exact order (`expected`) gives. */
  async function pagesAsExpected(
    searchText: string,
    pages: readonly number[],
    expected: (page: number) => Promise<number[]>,
  ): Promise<void> {
    const repository = new EntryRepository(businessSpec);
    for (const page of pages) {
      const answer = await repository.list(api.db, { searchText }, { page, size: 10 });
      expect(answer.totalElementsIsEstimate, `page ${page}`).toBe(true);
      expect(
        answer.content.map((b) => b.id),
        `page ${page}`,
      ).toEqual(await expected(page));
    }
  }

  /** The plans of every statement `list` sends. */
  const plans = async (filter: Record<string, unknown>): Promise<string[]> =>
    (await explained((db) => new EntryRepository(businessSpec).list(db, filter, { page: 0, size: 10 }))).plans;

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
    // Reading the first 1,001 rows of the table is the cheapest capped count there is.
    expect(all[0]).toMatch(/Aggregate[\s\S]*Limit/);
  });

  it('a type and country filter uses its composite index, counting included', async () => {
    const all = await plans({ type: 2, country: usa });
    expect(all[0]).toMatch(/Index (Only )?Scan using businesses_type_country_name_idx/);
    for (const plan of all) expect(plan).not.toMatch(/Seq Scan on businesses/);
  });

  it('a search with fewer matches than the cap collects them from the word index, never walking the name index; typos through the vocabulary', async () => {
    const found = await new EntryRepository(businessSpec).list(
      api.db,
      { searchText: 'breathe easy yoga' },
      { page: 0, size: 10 },
    );
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.totalElementsIsEstimate).toBe(false);
    const list = (searchText: string) =>
      explained((db) => new EntryRepository(businessSpec).list(db, { searchText }, { page: 0, size: 10 }));
    for (const searchText of ['breathe easy yoga', 'jeanerette', 'qqzzxx', 'portlnd cafe']) {
      const { plans: all, sent } = await list(searchText);
      // The completions of the last word's beginning, from the vocabulary's prefix index; then the
      // words as typed, matched, counted, ranked and the page read in one statement; below the cap,
      // the words' corrections from the vocabulary, and the entries matching those if any.
      expect(all.length, searchText).toBeLessThanOrEqual(4);
      expect(all[0], searchText).toMatch(/Index Scan (using|on) search_vocabulary_(prefix_idx|pkey)/);
      expect(all[1], searchText).toMatch(/Bitmap Index Scan on businesses_search_words_idx/);
      // PostgreSQL finds a word's candidates through the vocabulary's trigram index; PGlite reads its vocabulary whole.
      if (all.length > 2)
        expect(sent[2], searchText).toMatch(
          api.db.engine === 'postgres' ? /ffc_vocabulary_near/ : /JOIN search_vocabulary v/,
        );
      for (const [i, plan] of all.entries()) {
        if (i === 0 || i === 2) continue;
        expect(plan, searchText).not.toMatch(/businesses_name_idx/);
        expect(plan, searchText).not.toMatch(/Seq Scan on businesses/);
        // The page's rows are read by their ids.
        expect(plan, searchText).toMatch(/Index Scan using businesses_pkey/);
      }
    }
    // "portlnd" is corrected to "portland": the entries holding either, from the same word index.
    const typo = await list('portlnd cafe');
    expect(typo.answer.correctedSearchText).toBe('portland cafe');
    expect(typo.plans).toHaveLength(4);
    expect(typo.plans[3]).toMatch(/Bitmap Index Scan on businesses_search_words_idx/);
    expect(typo.plans[3]).toMatch(/portland/);
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

  it('"confirmed in the last 12 months" collects the few confirmed from the confirmed index, never walking the name index', async () => {
    const found = await new EntryRepository(businessSpec).list(
      api.db,
      { confirmedWithinMonths: 12 },
      { page: 0, size: 10 },
    );
    expect(found.totalElements).toBeGreaterThan(0);
    expect(found.totalElements).toBeLessThan(BULK[engine] / 100);
    for (const filter of [
      { confirmedWithinMonths: 12 },
      { confirmedWithinMonths: 12, accommodation: ['ventilation'] },
    ]) {
      const all = await plans(filter);
      expect(all).toHaveLength(1);
      expect(all[0]).toMatch(/(Bitmap Index Scan on|Index (Only )?Scan using) businesses_confirmed_idx/);
      expect(all[0]).not.toMatch(/businesses_name_idx/);
      expect(all[0]).not.toMatch(/Seq Scan on businesses/);
    }
    // Most recently confirmed first walks the same index in its order.
    const sorted = await plans({ sort: 'confirmed', confirmedWithinMonths: 12 });
    expect(sorted[0]).toMatch(/Index (Only )?Scan using businesses_confirmed_idx/);
    expect(sorted[0]).not.toMatch(/Seq Scan on businesses/);
  });

  it('nearest first within 25 km reads the position index in its order, in one statement', async () => {
    // Portland's centre: the bulk entries sit at their cities' centres, so many tie at one spot.
    const near = { latitude: 45.5152, longitude: -122.6784 };
    const found = await new EntryRepository(businessSpec).list(
      api.db,
      { near, radiusKm: 25, sort: 'distance' },
      { page: 0, size: 10 },
    );
    const distances = found.content.map((b) => (b as { distanceKm: number }).distanceKm);
    expect(distances.length).toBeGreaterThan(0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
    for (const filter of [
      { near, radiusKm: 25, sort: 'distance' },
      { near, sort: 'distance' },
    ]) {
      const all = await plans(filter);
      expect(all, JSON.stringify(filter)).toHaveLength(1);
      // How far the page reaches: the position index, read in distance order.
      expect(all[0]).toMatch(/Index (Only )?Scan using businesses_earth_idx[^\n]*\n[^\n]*\n\s*Order By: \(earth <->/);
      // Everything that close, from the same index (a bitmap or a plain scan of it): a box around the place.
      expect(all[0]!.match(/businesses_earth_idx/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    }
    // Within a radius even the count reads only the index's box; without one, the capped count
    // is the unfiltered list's (the first 10,001 rows).
    expect((await plans({ near, radiusKm: 25, sort: 'distance' }))[0]).not.toMatch(/Seq Scan on businesses/);
    // By name within the radius: the radius's matches are collected from the same index first.
    const byName = await plans({ near, radiusKm: 25, sort: 'name' });
    expect(byName[0]).toMatch(/businesses_earth_idx/);
    expect(byName[0]).not.toMatch(/Seq Scan on businesses/);
  });

  it('highest rated, most reviewed and newest first walk their own indexes', async () => {
    for (const [sort, index] of [
      ['rating', 'businesses_rating_idx'],
      ['reviews', 'businesses_reviews_idx'],
      ['newest', 'businesses_newest_idx'],
    ]) {
      const all = await plans({ sort });
      expect(all, sort).toHaveLength(1);
      // The page's ids from the order's index; only the capped count reads the first 10,001 rows.
      expect(all[0], sort).toMatch(new RegExp(`Limit[^\\n]*\\n\\s*->  Index (Only )?Scan using ${index}`));
    }
  });

  it('ranks up to five thousand matches best first, in one statement, the total "1,000+"', async () => {
    const repository = new EntryRepository(businessSpec);
    // 1,500 businesses mention a word no other holds, and three of them have it in their name.
    await api.db.exec(
      `UPDATE businesses SET description = description || ' Zephyrine.' WHERE id IN (SELECT id FROM businesses ORDER BY id LIMIT 1500)`,
    );
    await api.db.exec(
      `UPDATE businesses SET name = name || ' Zephyrine' WHERE id IN (SELECT id FROM businesses ORDER BY id OFFSET 700 LIMIT 3)`,
    );
    const expected = async (page: number) =>
      (
        await api.db.query<{ id: number }>(
          `SELECT id FROM businesses WHERE NOT closed AND search_words && '{zephyrine}'::text[]
           ORDER BY (ffc_fold(name) LIKE '%zephyrine%') DESC, name, id LIMIT 10 OFFSET $1`,
          [page * 10],
        )
      ).map((r) => r.id);
    const { answer, plans: all } = await explained((db) =>
      repository.list(db, { searchText: 'zephyrine' }, { page: 0, size: 10 }),
    );
    // The three with it in their name first, though their names sort anywhere among the 1,500.
    expect(answer.content.map((b) => b.name.endsWith(' Zephyrine'))).toEqual([
      true,
      true,
      true,
      ...Array<boolean>(7).fill(false),
    ]);
    expect(answer.content.map((b) => b.id)).toEqual(await expected(0));
    expect(answer.totalElements).toBe(COUNT_CAP);
    expect(answer.totalElementsIsEstimate).toBe(true);
    // The vocabulary's completions, then the one statement that collects, counts and ranks them.
    expect(all).toHaveLength(2);
    expect(all[1]).toMatch(/businesses_search_words_idx/);
    expect(all[1]).not.toMatch(/businesses_name_idx/);
    const later = await repository.list(api.db, { searchText: 'zephyrine' }, { page: 40, size: 10 });
    expect(later.content.map((b) => b.id)).toEqual(await expected(40));
  });

  it('a broad word pages by best match at once: names holding it first, by name, then the rest', async () => {
    const repository = new EntryRepository(businessSpec);
    // "air" is in one bulk name in fifteen ("Clear Air") and in two notes in five ("no air fresheners").
    const word = 'air';
    const { words: completions } = await prefixCompletions(api.db, 'businesses', word);
    const spellings = [...new Set([word, ...completions])];
    // What best match means, read the slow way: every match, those with a spelling in the name first.
    const expected = async (page: number) =>
      (
        await api.db.query<{ id: number }>(
          `SELECT id FROM businesses WHERE NOT closed AND search_words && $1::text[]
           ORDER BY (ffc_search_words(ffc_fold(name)) && $1::text[]) DESC, name, id LIMIT 10 OFFSET $2`,
          [spellings, page * 10],
        )
      ).map((r) => r.id);
    const [{ named }] = (await api.db.query<{ named: number }>(
      `SELECT count(*)::int AS named FROM businesses WHERE NOT closed AND ffc_search_words(ffc_fold(name)) && $1::text[]`,
      [spellings],
    )) as [{ named: number }];
    expect(named).toBeGreaterThan(10);
    // The first page, the pages where the named ones end and the others begin, and the page after.
    await pagesAsExpected(
      word,
      [...new Set([0, Math.floor((named - 1) / 10), Math.floor(named / 10), Math.floor(named / 10) + 1])],
      expected,
    );
    // Accents and case aside, the same page: the postings hold the folded word.
    const accented = await repository.list(api.db, { searchText: 'ÁIR' }, { page: 0, size: 10 });
    expect(accented.content.map((b) => b.id)).toEqual(await expected(0));
    // The vocabulary says thousands hold the word: the first page is read from the name postings
    // alone, without collecting the matches from the word index or walking the name index.
    const { plans: all } = await explained((db) => repository.list(db, { searchText: word }, { page: 0, size: 10 }));
    expect(all).toHaveLength(2);
    expect(all[0]).toMatch(/Index Scan (using|on) search_vocabulary_(prefix_idx|pkey)/);
    expect(all[1]).toMatch(/Index Only Scan using entry_name_words_pkey/);
    expect(all[1]).not.toMatch(/businesses_search_words_idx|businesses_name_idx|Seq Scan/);
    // Asked by name instead, the name index is walked.
    const byName = await explained((db) =>
      repository.list(db, { searchText: word, sort: 'name' }, { page: 0, size: 10 }),
    );
    expect(byName.plans[1]).toMatch(/Index Scan using businesses_name_idx/);
    const names = byName.answer.content.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // With a filter, the vocabulary's count says nothing: the matches are collected and counted.
    const filtered = await repository.list(api.db, { searchText: 'fragrance', country: usa }, { page: 0, size: 10 });
    expect(filtered.totalElements).toBeGreaterThan(0);
  });

  it('several words more than five thousand hold page by best match: names holding them all first', async () => {
    const repository = new EntryRepository(businessSpec);
    // Two words in over half the bulk notes ("no air fresheners", "fragrance-free"), and in the names
    // of a few entries renamed here (and named back after).
    const renamed = await api.db.query<{ id: number; name: string }>(
      `SELECT id, name FROM businesses WHERE name LIKE 'Quiet %' ORDER BY id LIMIT 14`,
    );
    const rename = (id: number, name: string) =>
      api.db.query('UPDATE businesses SET name = $2 WHERE id = $1', [id, name]);
    try {
      for (const [i, { id }] of renamed.entries()) await rename(id, `Quiet Air Fragrance Lab ${i}`);
      const text = 'air fragrance';
      const { words: completions } = await prefixCompletions(api.db, 'businesses', 'fragrance');
      const spellings = [...new Set(['fragrance', ...completions])];
      const where = `NOT closed AND search_words @> '{air}' AND search_words && $1::text[]`;
      const named = `(ffc_name_words(name) @> '{air}' AND ffc_name_words(name) && $1::text[])`;
      const expected = async (page: number) =>
        (
          await api.db.query<{ id: number }>(
            `SELECT id FROM businesses WHERE ${where} ORDER BY ${named} DESC, name, id LIMIT 10 OFFSET $2`,
            [spellings, page * 10],
          )
        ).map((r) => r.id);
      const [counts] = await api.db.query<{ matches: number; named: number }>(
        `SELECT count(*)::int AS matches, count(*) FILTER (WHERE ${named})::int AS named FROM businesses WHERE ${where}`,
        [spellings],
      );
      expect(counts!.matches).toBeGreaterThan(RANKED_MATCHES_MAX);
      expect(counts!.named).toBe(renamed.length);
      // The named ones, the page where they end and the others begin, and a page of others.
      await pagesAsExpected(text, [0, 1, 2], expected);
      // The first page's named entries come from the name postings, not from a walk of the name index.
      const { plans: all } = await explained((db) => repository.list(db, { searchText: text }, { page: 0, size: 10 }));
      expect(all.at(-1)).toMatch(/entry_name_words_pkey/);
      expect(all.at(-1)).not.toMatch(/businesses_name_idx/);
    } finally {
      for (const { id, name } of renamed) await rename(id, name);
    }
  });

  describe("the home page's highlights", () => {
    const PORTLAND = { latitude: 45.515, longitude: -122.678 };

    it('count past the cap as an estimate, and read the newest reviews from their index', async () => {
      const { answer, plans, sent } = await explained((db) => highlightsOf(db, null));
      expect(answer.counts.find((c) => c.kind === 'businesses')).toEqual({
        kind: 'businesses',
        count: COUNT_CAP,
        countIsEstimate: true,
      });
      expect(answer.recent.length).toBeGreaterThan(0);
      expect(plans.some((plan) => /Index Scan( Backward)? using business_reviews_newest_idx/.test(plan))).toBe(true);
      for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on business_reviews/);
      // Each count stops one past the cap.
      const counts = plans.filter((_, i) => sent[i]!.includes('count(*)'));
      expect(counts).toHaveLength(4);
      for (const plan of counts) expect(plan).toMatch(/Aggregate[\s\S]*Limit/);
    });

    it('near a point, read the reviewed places around it from the position index', async () => {
      const { answer, plans } = await explained((db) => highlightsOf(db, PORTLAND));
      expect(answer.recentNear).toBe(true);
      expect(answer.recent.every((p) => p.distanceKm != null && p.distanceKm <= answer.radiusKm)).toBe(true);
      expect(plans.some((plan) => /businesses_earth_idx/.test(plan))).toBe(true);
      for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on business_reviews/);
    });
  });
});
