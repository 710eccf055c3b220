import { expect, it } from 'vitest';
import type { GraphQLClient } from '../../test/testing.js';
import { describeReviewedKindThroughBff, placeIds } from '../../test/reviewed-kind.suite.js';

interface Ids {
  usa: number;
  company: number;
  laneCompany: number;
}

const input = (ids: Pick<Ids, 'company'>, overrides: Record<string, unknown> = {}) => ({
  name: 'Free Rinse Shampoo',
  description: 'No fragrance and no masking scent.',
  productCategoryTypeId: 2,
  productTypeId: 7,
  manufacturerLink: 'https://maker.example.org/shampoo',
  company: { mode: 'EXISTING', id: ids.company },
  ...overrides,
});

const CREATE =
  'mutation ($i: ProductInput!) { createProduct(input: $i) { id productType { name productCategoryType { name } } productCategoryType { name } companyEntity { id name website country { name } } } }';

async function newCompany(client: GraphQLClient, name: string, usa: number): Promise<number> {
  const answer = await client.run<{ createProduct: { id: number; companyEntity: { id: number } } }>(CREATE, {
    i: input(
      { company: 0 },
      { name: `${name} starter`, company: { mode: 'NEW', name, countryId: usa, website: 'https://maker.example.org' } },
    ),
  });
  expect(answer.errors).toBeUndefined();
  await client.run('mutation ($id: Int!) { deleteProduct(id: $id) }', { id: answer.data!.createProduct.id });
  return answer.data!.createProduct.companyEntity.id;
}

describeReviewedKindThroughBff<Ids>(
  {
    typeName: 'Product',
    single: 'product',
    plural: 'products',
    kind: 'PRODUCT',
    collection: 'products',
    async setup(client) {
      const usa = (await placeIds(client, 'United States')).country;
      return {
        usa,
        company: await newCompany(client, 'Plain Goods Co', usa),
        laneCompany: await newCompany(client, 'Lane Maker', usa),
      };
    },
    input,
    requiredErrors: [
      { field: 'name', message: 'Name is required' },
      { field: 'description', message: 'Description is required' },
      { field: 'productCategoryType', message: 'Category is required' },
      { field: 'productType', message: 'Type is required - select Category first' },
    ],
    lane: (ids) => ({
      overrides: { company: { mode: 'EXISTING', id: ids.laneCompany }, productTypeId: 8 },
      filter: { company: ids.laneCompany, category: 2, type: 8 },
      query: `category=2&company=${ids.laneCompany}&type=8`,
    }),
  },
  (context) => {
    it('creates a company with a product, reuses it, and updates it through a third product', async () => {
      const { member, ids } = context();
      const first = await member.run<{ createProduct: { companyEntity: { id: number; name: string } } }>(CREATE, {
        i: input(ids, {
          company: {
            mode: 'NEW',
            name: 'Unscented Labs',
            countryId: ids.usa,
            website: 'https://labs.example.org',
            policy: true,
          },
        }),
      });
      const companyId = first.data!.createProduct.companyEntity.id;
      expect(first.data!.createProduct).toMatchObject({
        productType: { name: 'Shampoo', productCategoryType: { name: 'Hair Care' } },
        productCategoryType: { name: 'Hair Care' },
        companyEntity: { name: 'Unscented Labs', country: { name: 'United States' } },
      });
      const second = await member.run<{ createProduct: { companyEntity: { id: number } } }>(CREATE, {
        i: input({ company: companyId }, { name: 'Second' }),
      });
      expect(second.data!.createProduct.companyEntity.id).toBe(companyId);
      const third = await member.run<{ createProduct: { companyEntity: { name: string } } }>(CREATE, {
        i: input(ids, {
          name: 'Third',
          company: {
            mode: 'UPDATE',
            id: companyId,
            name: 'Unscented Labs Inc.',
            countryId: ids.usa,
            website: 'https://labs.example.org',
          },
        }),
      });
      expect(third.data!.createProduct.companyEntity.name).toBe('Unscented Labs Inc.');
      const companies = await context()
        .stack.client()
        .run<{ companies: { id: number; name: string }[] }>('{ companies { id name website } }');
      expect(companies.data!.companies.filter((c) => c.id === companyId)).toEqual([
        { id: companyId, name: 'Unscented Labs Inc.', website: 'https://labs.example.org' },
      ]);
    });

    it('names the missing company fields for a new company before calling the API', async () => {
      const { member, ids } = context();
      const answer = await member.run(CREATE, { i: input(ids, { company: { mode: 'NEW' } }) });
      expect(answer.errors?.[0]?.extensions.fieldErrors).toEqual([
        { field: 'companyEntity.name', message: 'Company Name is required' },
        { field: 'companyEntity.country', message: 'Country is required' },
        { field: 'companyEntity.website', message: 'Company Website is required' },
      ]);
    });

    it('refuses a type outside the chosen category', async () => {
      const { member, ids } = context();
      const answer = await member.run(CREATE, { i: input(ids, { productCategoryTypeId: 4 }) });
      expect(answer.errors?.[0]?.extensions.fieldErrors).toEqual([
        { field: 'productType', message: 'That type does not belong to the chosen category.' },
      ]);
    });
  },
);
