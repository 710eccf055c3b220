/**
 * Search finds what people mean (domain/src/search.ts): every word in any order, anywhere in the
 * name, description, city (and a product's company), accents and case ignored, small typos
 * forgiven; best match first. On PGlite and PostgreSQL, through the REST API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

describe.each(DATABASE_ENGINES)('search on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let ids: { usa: number; oregon: number; canada: number; quebec: number };

  const names = async (collection: string, searchText: string): Promise<string[]> => {
    const response = await member.get(`/${collection}?searchText=${encodeURIComponent(searchText)}&size=100`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ content: { name: string }[] }>().content.map((entry) => entry.name);
  };

  const addBusiness = async (name: string, description: string, city: string, where: { state: number; country: number }) => {
    const response = await member.post('/businesses', {
      name,
      description,
      businessType: { id: 2 },
      city,
      state: { id: where.state },
      country: { id: where.country },
      website: 'https://example.org/search',
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    api = await buildTestApi(engine);
    member = api.client();
    await member.login('member');
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR', canada: 'CA', quebec: 'CA/QC' });
    const portland = { state: ids.oregon, country: ids.usa };
    await addBusiness('Rose City Café', 'Espresso without the perfume counter.', 'Portland', portland);
    await addBusiness('Breathe Easy Yoga', 'A quiet studio with open windows.', 'Portland', portland);
    await addBusiness('Crème Brûlée Corner', 'Desserts, no scented candles.', 'Montréal', { state: ids.quebec, country: ids.canada });
    await addBusiness('Aardvark Goods', 'A general store with a small bakery counter.', 'Salem', portland);
    await addBusiness('Zest Bakery', 'Bread and rolls.', 'Salem', portland);
  });
  afterAll(() => api.close());

  it('forgives a small typo, and needs every word: "portlnd cafe" finds the cafés in Portland only', async () => {
    const found = await names('businesses', 'portlnd cafe');
    expect(found).toContain('Rose City Café');
    expect(found).toContain('Clear Air Cafe'); // the demo café in Portland
    expect(found).not.toContain('Breathe Easy Yoga'); // in Portland, not a café
    expect(found).not.toContain('Crème Brûlée Corner'); // not in Portland
  });

  it('ignores accents and case, both ways', async () => {
    expect(await names('businesses', 'creme brulee')).toEqual(['Crème Brûlée Corner']);
    expect(await names('businesses', 'CRÈME')).toEqual(['Crème Brûlée Corner']);
    expect(await names('businesses', 'rose city cafe')).toEqual(['Rose City Café']);
  });

  it('takes the words in any order, and a word may be in the city', async () => {
    expect(await names('businesses', 'yoga breathe')).toEqual(['Breathe Easy Yoga']);
    expect(await names('businesses', 'montreal desserts')).toEqual(['Crème Brûlée Corner']);
  });

  it('puts the best match first: a word in the name before one in the description', async () => {
    const found = await names('businesses', 'bakery');
    expect(found.indexOf('Zest Bakery')).toBeLessThan(found.indexOf('Aardvark Goods'));
    expect(found).toContain('Aardvark Goods');
  });

  it('still lists by name without a search, and answers no match as an empty page', async () => {
    const all = await member.get('/businesses?size=100');
    const listed = all.json<{ content: { name: string }[] }>().content.map((b) => b.name);
    expect(listed).toEqual([...listed].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const none = await member.get('/businesses?searchText=qqzzxxvv');
    expect(none.json()).toMatchObject({ content: [], totalElements: 0, totalElementsIsEstimate: false });
  });

  it('finds a product by its company name, and by the new name after the company is renamed', async () => {
    /** A shampoo of the company `company` (a Company Option and the company's fields). */
    const shampoo = (name: string, companyUpdate: 'new' | 'update', company: Record<string, unknown>) =>
      member.post('/products', {
        name,
        description: 'No fragrance, no masking scent.',
        productCategoryType: { id: 2 },
        productType: { id: 7 },
        manufacturerLink: `https://lumen.example.org/${name.toLowerCase().replace(/\W+/g, '-')}`,
        companyUpdate,
        companyEntity: { ...company, country: { id: ids.usa }, website: 'https://lumen.example.org' },
      });
    const created = await shampoo('Plain Bar Soap', 'new', { name: 'Lumen Goods' });
    expect(created.statusCode, created.body).toBe(201);
    expect(await names('products', 'lumen soap')).toEqual(['Plain Bar Soap']);

    const companyId = created.json<{ companyEntity: { id: number } }>().companyEntity.id;
    const renamed = await shampoo('Plain Hand Wash', 'update', { id: companyId, name: 'Lantern Goods' });
    expect(renamed.statusCode, renamed.body).toBe(201);
    expect((await names('products', 'lantern')).sort()).toEqual(['Plain Bar Soap', 'Plain Hand Wash']);
    expect(await names('products', 'lumen goods')).toEqual([]);
  });
});
