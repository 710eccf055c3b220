import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('the sitemap data on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api.close());

  it('counts the public entries of each kind, and pages their ids and last changes', async () => {
    const counts = (await api.client().get('/sitemap')).json();
    expect(counts).toEqual({
      businesses: expect.any(Number),
      homes: expect.any(Number),
      products: expect.any(Number),
      socials: expect.any(Number),
    });
    expect(counts.businesses).toBeGreaterThan(0);
    const page = (await api.client().get('/sitemap/businesses?page=0')).json();
    expect(page).toHaveLength(counts.businesses);
    expect(page[0]).toEqual({ id: expect.any(Number), modifiedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect((await api.client().get('/sitemap/businesses?page=1')).json()).toEqual([]);
    expect((await api.client().get('/sitemap/support')).statusCode).toBe(404);
    expect((await api.client().get('/sitemap/users')).statusCode).toBe(404);
  });

  it('compresses JSON over 1 KB for clients that ask', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/types', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
