/**
 * The home page's highlights in bulk (100,000 businesses on PostgreSQL, 30,000 on PGlite): the
 * newest reviewed places come from the front of the reviews' newest-first index, the places near a
 * point from the position index, and each count stops at the cap, so none reads every row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { seedBulk } from '../seed/entries.js';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';
import { highlightsOf } from './routes.js';

const BULK = { postgres: 100_000, pglite: 30_000 };
const PORTLAND = { latitude: 45.515, longitude: -122.678 };

describe.each(DATABASE_ENGINES)('highlights in bulk on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    await seedBulk(api.db, { businesses: BULK[engine] });
  }, 300_000);
  afterAll(() => api?.close());

  /** The answer, and the plan of every statement it sent. */
  async function planned(near: typeof PORTLAND | null) {
    const sent: { text: string; params: readonly unknown[] }[] = [];
    const recorder: Queryable = {
      query: async (text, params = []) => {
        sent.push({ text, params });
        return api.db.query(text, params);
      },
      exec: (sql) => api.db.exec(sql),
    };
    const answer = await highlightsOf(recorder, near);
    const plans = await Promise.all(
      sent.map(async ({ text, params }) => (await api.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, params)).map((r) => r['QUERY PLAN']).join('\n')),
    );
    // The counts' plans: each reads no further than one past the cap.
    const counts = plans.filter((_, i) => sent[i]!.text.includes('count(*)'));
    return { answer, plans, counts };
  }

  it('counts past the cap as an estimate, and reads the newest reviews from their index', async () => {
    const { answer, plans, counts } = await planned(null);
    expect(answer.counts.find((c) => c.kind === 'businesses')).toEqual({ kind: 'businesses', count: COUNT_CAP, countIsEstimate: true });
    expect(answer.recent.length).toBeGreaterThan(0);
    expect(plans.some((plan) => /Index Scan( Backward)? using business_reviews_newest_idx/.test(plan))).toBe(true);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on business_reviews/);
    expect(counts).toHaveLength(4);
    for (const plan of counts) expect(plan).toMatch(/Aggregate[\s\S]*Limit/);
  });

  it('near a point, reads the reviewed places around it from the position index', async () => {
    const { answer, plans } = await planned(PORTLAND);
    expect(answer.recentNear).toBe(true);
    expect(answer.recent.every((p) => p.distanceKm != null && p.distanceKm <= answer.radiusKm)).toBe(true);
    expect(plans.some((plan) => /businesses_earth_idx/.test(plan))).toBe(true);
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on business_reviews/);
  });
});
