import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, DATABASE_ENGINES, type TestApi } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('reference data on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await buildTestApi(engine);
  });
  afterAll(() => api.close());

  it('answers all eleven lists in one public call, each sorted by id', async () => {
    const response = await api.client().get('/types');
    expect(response.statusCode).toBe(200);
    const types = response.json();
    expect(Object.keys(types).sort()).toEqual([
      'businessTypes',
      'countryList',
      'entityTypes',
      'frequencyTypes',
      'homeTypes',
      'productCategories',
      'productTypes',
      'socialTypes',
      'supportTypes',
      'usedCountryList',
      'userTypes',
    ]);
    for (const list of Object.values<{ id: number }[]>(types)) {
      const ids = list.map((item) => item.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    }
    expect(types.countryList.length).toBeGreaterThanOrEqual(249);
    expect(types.countryList).toContainEqual({ id: expect.any(Number), name: 'Canada' });
    expect(types.productTypes[0]).toEqual({
      id: 1,
      name: 'Soap and Body Wash',
      productCategoryType: { id: 1, name: 'Personal Care' },
    });
    // The demo businesses are in the United States; the businesses suite checks the list grows with use.
    expect(types.usedCountryList).toEqual([{ id: expect.any(Number), name: 'United States' }]);
  });

  it('answers a country states and provinces sorted by name', async () => {
    const types = (await api.client().get('/types')).json();
    const canada = types.countryList.find((c: { name: string }) => c.name === 'Canada');
    const response = await api.client().get(`/states/${canada.id}`);
    const names = response.json().map((s: { name: string }) => s.name);
    expect(names).toContain('Ontario');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect((await api.client().get('/states/abc')).statusCode).toBe(400);
  });

  it('answers the states some entry is in, for the list filters', async () => {
    const types = (await api.client().get('/types')).json();
    const id = (name: string) => types.countryList.find((c: { name: string }) => c.name === name).id;
    // The demo entries are in Oregon, Texas and Washington, in name order.
    expect((await api.client().get(`/states/${id('United States')}/used`)).json()).toEqual(
      ['Oregon', 'Texas', 'Washington'].map((name) => ({ id: expect.any(Number), name })),
    );
    expect((await api.client().get(`/states/${id('Canada')}/used`)).json()).toEqual([]);
    expect((await api.client().get('/states/abc/used')).statusCode).toBe(400);
  });

  it('keeps country ids stable when seeding runs again', async () => {
    const before = (await api.client().get('/types')).json().countryList;
    await api.db.query('DELETE FROM states WHERE id = (SELECT max(id) FROM states)');
    const { seedCountriesAndStates } = await import('../seed/reference.js');
    await seedCountriesAndStates(api.db);
    expect((await api.client().get('/types')).json().countryList).toEqual(before);
  });
});
