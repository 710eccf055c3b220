import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlights, M, RADIUS_KM_DEFAULT, RECENT_PLACES_MAX } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi } from '../../test/testing.js';
import { roleClients } from '../../test/testing-roles.js';

describe.each(DATABASE_ENGINES)('the home page highlights on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api?.close());

  it('answers anyone the count of each kind and the newest reviewed places, in the documented shape', async () => {
    const response = await api.client().get('/highlights');
    expect(response.statusCode).toBe(200);
    const body = highlights.parse(response.json());
    expect(body.counts.map((c) => c.kind)).toEqual(['businesses', 'homes', 'products', 'socials']);
    const sitemap = (await api.client().get('/sitemap')).json();
    for (const { kind, count, countIsEstimate } of body.counts) {
      expect(count).toBe(sitemap[kind]);
      expect(countIsEstimate).toBe(false);
    }
    expect(body.recent.length).toBeLessThanOrEqual(RECENT_PLACES_MAX);
    expect(body.recentNear).toBe(false);
    expect(body.radiusKm).toBe(RADIUS_KM_DEFAULT);
    const dates = body.recent.map((p) => p.lastReviewedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const paths = (await api.client().get('/openapi.json')).json().paths;
    expect(paths['/api/highlights'] ?? paths['/highlights']).toHaveProperty('get');
  });

  it('shows a newly reviewed place first, near it and overall, and counts it', async () => {
    const { member } = await roleClients(api);
    const ids = await isoIds(api.db, { iceland: 'IS' });
    const before = highlights.parse((await api.client().get('/highlights')).json());
    const created = await member.post('/businesses', {
      name: 'Reykjavik Clean Air Cafe',
      description: 'No candles.',
      businessType: { id: 2 },
      city: 'Reykjavik',
      country: { id: ids.iceland },
      website: 'https://clean.example.org',
      latitude: 64.1466,
      longitude: -21.9426,
      accommodations: ['unscented-soap'],
    });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    expect((await member.post(`/businesses/${id}/reviews`, { name: 'Breathed easily', rating: 5 })).statusCode).toBe(
      201,
    );

    const overall = highlights.parse((await api.client().get('/highlights')).json());
    expect(overall.counts.find((c) => c.kind === 'businesses')!.count).toBe(
      before.counts.find((c) => c.kind === 'businesses')!.count + 1,
    );
    expect(overall.recent[0]).toMatchObject({
      kind: 'businesses',
      id,
      name: 'Reykjavik Clean Air Cafe',
      city: 'Reykjavik',
      country: { id: ids.iceland },
      rating: 5,
      reviews: 1,
      accommodations: ['unscented-soap'],
      distanceKm: null,
    });
    expect(Date.parse(overall.recent[0]!.lastReviewedDate)).toBeGreaterThan(Date.now() - 60_000);

    const near = highlights.parse((await api.client().get('/highlights?near=64.15,-21.95')).json());
    expect(near.recentNear).toBe(true);
    expect(near.recent.map((p) => p.id)).toEqual([id]);
    expect(near.recent[0]!.distanceKm).toBeLessThan(2);

    // Nothing reviewed near the South Atlantic: the newest overall, said as such.
    const nowhere = highlights.parse((await api.client().get('/highlights?near=-50,-20')).json());
    expect(nowhere.recentNear).toBe(false);
    expect(nowhere.recent[0]!.id).toBe(id);
  });

  it('refuses a point it cannot read, with the list message', async () => {
    const response = await api.client().get('/highlights?near=north');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'near', message: M.nearFormat }]);
  });
});
