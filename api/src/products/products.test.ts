import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListItem } from '@ffc/domain';
import { describeReviewedKind } from '../../test/reviewed-kind.suite.js';
import { buildTestApi, DATABASE_ENGINES, type TestApi, type TestClient } from '../../test/testing.js';

interface Ids {
  company: number;
  laneCompany: number;
  usa: number;
}

const product = (ids: Pick<Ids, 'company'>, overrides: Record<string, unknown> = {}) => ({
  name: 'Free Rinse Shampoo',
  description: 'No fragrance and no masking scent.',
  productCategoryType: { id: 2 },
  productType: { id: 7 },
  manufacturerLink: 'https://maker.example.org/shampoo',
  companyUpdate: 'existing',
  companyEntity: { id: ids.company },
  ...overrides,
});

async function newCompany(member: TestClient, name: string, usa: number): Promise<number> {
  const response = await member.post(
    '/products',
    product(
      { company: 0 },
      {
        name: `${name} starter`,
        companyUpdate: 'new',
        companyEntity: {
          name,
          country: { id: usa },
          website: `https://${name.toLowerCase().replace(/\W/g, '')}.example.org`,
        },
      },
    ),
  );
  expect(response.statusCode, response.body).toBe(201);
  // The company stays; its starter product goes, so the company's list starts empty.
  expect((await member.delete(`/products/${response.json().id}`)).statusCode).toBe(204);
  return response.json().companyEntity.id;
}

async function setup(api: TestApi, member: TestClient): Promise<Ids> {
  const usa = (await api.db.query<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'US'"))[0]!.id;
  return {
    usa,
    company: await newCompany(member, 'Plain Goods Co', usa),
    laneCompany: await newCompany(member, 'Lane Maker', usa),
  };
}

describeReviewedKind<Ids>({
  collection: 'products',
  table: 'products',
  reviewsTable: 'product_reviews',
  parentColumn: 'product_id',
  listItem: productListItem,
  parentField: 'productEntity',
  setup,
  payload: product,
  requiredErrors: [
    { field: 'name', message: 'Name is required' },
    { field: 'description', message: 'Description is required' },
    { field: 'productCategoryType', message: 'Category is required' },
    { field: 'productType', message: 'Type is required - select Category first' },
    { field: 'manufacturerLink', message: 'Product website link required.' },
    { field: 'companyUpdate', message: 'Company Option is required' },
  ],
  answered: (ids) => ({
    name: 'Free Rinse Shampoo',
    productCategoryType: { id: 2, name: 'Hair Care' },
    productType: { id: 7, name: 'Shampoo', productCategoryType: { id: 2, name: 'Hair Care' } },
    manufacturerLink: 'https://maker.example.org/shampoo',
    companyEntity: {
      id: ids.company,
      name: 'Plain Goods Co',
      country: { id: ids.usa, name: 'United States' },
      website: 'https://plaingoodsco.example.org',
    },
  }),
  lane: (ids) => ({ overrides: { companyEntity: { id: ids.laneCompany } }, query: `company=${ids.laneCompany}` }),
  typeFilter: () => ({ overrides: { productType: { id: 8 } }, query: 'type=8' }),
});

describe.each(DATABASE_ENGINES)('products and their companies on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let usa: number;
  let oregon: number;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    member = api.client();
    await member.login('member');
    usa = (await api.db.query<{ id: number }>("SELECT id FROM countries WHERE iso_code = 'US'"))[0]!.id;
    oregon = (
      await api.db.query<{ id: number }>("SELECT id FROM states WHERE country_id = $1 AND iso_code = 'OR'", [usa])
    )[0]!.id;
  });
  afterAll(() => api.close());

  const companies = () =>
    api.db.query<{ id: number; name: string; website: string; city: string | null; state_id: number | null }>(
      'SELECT id, name, website, city, state_id FROM companies ORDER BY id',
    );

  it('creates a company with a product, reuses it for a second, and updates it through a third', async () => {
    const first = await member.post(
      '/products',
      product(
        { company: 0 },
        {
          companyUpdate: 'new',
          companyEntity: {
            name: 'Unscented Labs',
            city: 'Portland',
            state: { id: oregon },
            country: { id: usa },
            website: 'https://labs.example.org',
            policy: true,
          },
        },
      ),
    );
    expect(first.statusCode, first.body).toBe(201);
    const companyId = first.json().companyEntity.id;
    expect(first.json().companyEntity).toMatchObject({
      name: 'Unscented Labs',
      city: 'Portland',
      state: { id: oregon, name: 'Oregon' },
      policy: true,
    });

    const second = await member.post(
      '/products',
      product({ company: companyId }, { name: 'Unscented Conditioner', productType: { id: 8 } }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().companyEntity.id).toBe(companyId);

    const third = await member.post(
      '/products',
      product(
        { company: companyId },
        {
          name: 'Unscented Lotion',
          productCategoryType: { id: 1 },
          productType: { id: 3 },
          companyUpdate: 'update',
          companyEntity: {
            id: companyId,
            name: 'Unscented Labs Inc.',
            country: { id: usa },
            website: 'https://unscentedlabs.example.org',
          },
        },
      ),
    );
    expect(third.statusCode, third.body).toBe(201);

    const rows = (await companies()).filter((c) => c.id === companyId);
    expect(rows).toEqual([
      {
        id: companyId,
        name: 'Unscented Labs Inc.',
        website: 'https://unscentedlabs.example.org',
        city: null,
        state_id: null,
      },
    ]);
    expect((await member.get(`/products/${second.json().id}`)).json().companyEntity.name).toBe('Unscented Labs Inc.');
    const [count] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE company_id = $1', [
      companyId,
    ]);
    expect(count!.n).toBe(3);
  });

  it('refuses a type outside the chosen category with a clear message', async () => {
    const companyId = (await companies())[0]!.id;
    const response = await member.post(
      '/products',
      product({ company: companyId }, { productCategoryType: { id: 4 }, productType: { id: 7 } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'productType', message: 'That type does not belong to the chosen category.' },
    ]);
  });

  it('names the company fields a new company needs, and creates nothing when refused', async () => {
    const before = (await companies()).length;
    const response = await member.post(
      '/products',
      product({ company: 0 }, { companyUpdate: 'new', companyEntity: { email: 'bad' } }),
    );
    expect(response.json().errors).toEqual([
      { field: 'companyEntity.email', message: 'Invalid email address' },
      { field: 'companyEntity.name', message: 'Company Name is required' },
      { field: 'companyEntity.country', message: 'Country is required' },
      { field: 'companyEntity.website', message: 'Company Website is required' },
    ]);
    const existing = await member.post('/products', product({ company: 0 }, { companyEntity: null }));
    expect(existing.json().errors).toEqual([{ field: 'companyEntity.id', message: 'Company is required' }]);
    const unknown = await member.post('/products', product({ company: 999999 }));
    expect(unknown.json().errors).toEqual([
      { field: 'companyEntity', message: 'Please choose one of the listed options.' },
    ]);
    expect((await companies()).length).toBe(before);
  });

  it('lists companies by name for everyone, and filters products by category', async () => {
    const list = (await api.client().get('/companies')).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(
      [...list.map((c: { name: string }) => c.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(list[0]).toHaveProperty('website');
    const hairCare = (await api.client().get('/products?category=2')).json();
    expect(hairCare.content.length).toBeGreaterThan(0);
    expect(hairCare.content.every((p: { productCategoryType: { id: number } }) => p.productCategoryType.id === 2)).toBe(
      true,
    );
  });
});
