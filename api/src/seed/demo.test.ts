/**
 * The demo data shows what the site is for: entries in several real towns carrying
 * accommodations, and reviews that say different things and confirm some of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '@ffc/domain';
import { buildTestApi, type TestApi } from '../../test/testing.js';

describe('the demo data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi('pglite');
  });
  afterAll(() => api.close());

  it('keeps the names and ids the tests and the README rely on', async () => {
    const businesses = await api.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM businesses ORDER BY id LIMIT 3',
    );
    expect(businesses).toEqual([
      { id: 1, name: 'Clear Air Cafe' },
      { id: 2, name: 'Willow Fragrance-Free Salon' },
      { id: 3, name: 'Green Leaf Grocery' },
    ]);
    const [first] = await api.db.query<{ business_id: number }>(
      'SELECT business_id FROM business_reviews WHERE id = 1',
    );
    expect(first!.business_id).toBe(1);
  });

  it('gives every reviewed entry accommodations and reviews that confirm some of them', async () => {
    for (const [table, reviews, parent] of [
      ['businesses', 'business_reviews', 'business_id'],
      ['homes', 'home_reviews', 'home_id'],
      ['products', 'product_reviews', 'product_id'],
    ] as const) {
      const entries = await api.db.query<{ id: number; accommodations: string[]; reviews: number; confirming: number }>(
        `SELECT e.id, e.accommodations, e.review_count AS reviews,
                (SELECT count(*)::int FROM ${reviews} r WHERE r.${parent} = e.id AND cardinality(r.confirmed_accommodations) > 0) AS confirming
         FROM ${table} e`,
      );
      expect(entries.length, table).toBeGreaterThan(1);
      for (const entry of entries) {
        expect(entry.accommodations.length, `${table} ${entry.id}`).toBeGreaterThan(0);
        expect(entry.reviews, `${table} ${entry.id}`).toBeGreaterThan(0);
        expect(entry.confirming, `${table} ${entry.id}`).toBeGreaterThan(0);
      }
    }
    // What a detail page shows of it: how many reviewers confirmed each accommodation.
    const cafe = (await api.client().get('/businesses/1')).json();
    expect(cafe.accommodationConfirmations).toEqual(expect.arrayContaining([{ key: 'unscented-soap', count: 1 }]));
  });

  it('has reviews that each say something of their own, with varied ratings', async () => {
    const reviews = await api.db.query<{ comment: string; rating: number }>(
      'SELECT comment, rating FROM business_reviews UNION ALL SELECT comment, rating FROM home_reviews UNION ALL SELECT comment, rating FROM product_reviews',
    );
    expect(reviews.length).toBeGreaterThan(10);
    expect(new Set(reviews.map((r) => r.comment)).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.rating)).size).toBeGreaterThanOrEqual(3);
  });

  it('places entries in Portland, Seattle and Austin, at those towns', async () => {
    const towns = {
      Portland: { latitude: 45.52, longitude: -122.68 },
      Seattle: { latitude: 47.61, longitude: -122.33 },
      Austin: { latitude: 30.27, longitude: -97.74 },
    };
    const placed = await api.db.query<{ city: string; latitude: number; longitude: number }>(
      "SELECT city, latitude, longitude FROM businesses UNION ALL SELECT city, latitude, longitude FROM homes WHERE city IN ('Portland', 'Seattle', 'Austin')",
    );
    for (const [city, where] of Object.entries(towns)) {
      const here = placed.filter((p) => p.city === city);
      expect(here.length, city).toBeGreaterThan(0);
      for (const p of here) expect(distanceKm(where, p), city).toBeLessThan(15);
    }
  });
});
