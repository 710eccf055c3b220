import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessListItem } from '@ffc/domain';
import { describeReviewedKind } from '../../test/reviewed-kind.suite.js';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

interface Ids {
  usa: number;
  oregon: number;
  ontario: number;
  iceland: number;
}

const placeIds = (api: TestApi): Promise<Ids> =>
  isoIds(api.db, { usa: 'US', oregon: 'US/OR', ontario: 'CA/ON', iceland: 'IS' });

const business = (ids: Ids, overrides: Record<string, unknown> = {}) => ({
  name: 'Clear Air Bakery',
  description: 'Unscented soap, no candles.',
  businessType: { id: 2 },
  address1: '1 Main St',
  city: 'Portland',
  state: { id: ids.oregon },
  country: { id: ids.usa },
  postalCode: '97201',
  phoneNumber: '555-0100',
  email: 'hello@clearair.example.org',
  website: 'https://clearair.example.org',
  policy: true,
  policyDescription: 'Written policy at the door.',
  latitude: 45.5,
  longitude: -122.6,
  ...overrides,
});

describeReviewedKind<Ids>({
  collection: 'businesses',
  table: 'businesses',
  reviewsTable: 'business_reviews',
  parentColumn: 'business_id',
  listItem: businessListItem,
  parentField: 'businessEntity',
  setup: placeIds,
  payload: business,
  requiredErrors: [
    { field: 'name', message: 'Name is required' },
    { field: 'description', message: 'Description is required' },
    { field: 'businessType', message: 'Type is required' },
    { field: 'country', message: 'Country is required' },
    { field: 'website', message: 'Business website link required.' },
  ],
  answered: (ids) => ({
    name: 'Clear Air Bakery',
    businessType: { id: 2, name: 'Cafe' },
    state: { id: ids.oregon, name: 'Oregon' },
    country: { id: ids.usa, name: 'United States' },
    policy: true,
    latitude: 45.5,
    longitude: -122.6,
  }),
  lane: (ids) => ({
    overrides: { country: { id: ids.iceland }, state: null, city: 'Reykjavik' },
    query: `country=${ids.iceland}`,
  }),
  typeFilter: () => ({ overrides: { businessType: { id: 14 } }, query: 'type=14' }),
});

describe.each(DATABASE_ENGINES)('business rules on %s', (engine) => {
  let api: TestApi;
  let ids: Ids;
  let member: TestClient;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    ids = await placeIds(api);
    member = api.client();
    await member.login('member');
  });
  afterAll(() => api.close());

  it('says 1023 for a long description, 255 for long texts, and checks the email', async () => {
    const long = await member.post(
      '/businesses',
      business(ids, { description: 'd'.repeat(1025), city: 'c'.repeat(256), email: 'nope' }),
    );
    expect(long.json().errors).toEqual([
      { field: 'description', message: 'Maximum of 1023 characters allowed' },
      { field: 'city', message: 'Maximum of 255 characters allowed' },
      { field: 'email', message: 'Invalid email address' },
    ]);
    expect((await member.post('/businesses', business(ids, { description: 'd'.repeat(1024) }))).statusCode).toBe(201);
  });

  it('refuses unknown types and a state outside the chosen country', async () => {
    expect((await member.post('/businesses', business(ids, { businessType: { id: 999 } }))).json().errors).toEqual([
      { field: 'businessType', message: 'Please choose one of the listed options.' },
    ]);
    expect((await member.post('/businesses', business(ids, { state: { id: ids.ontario } }))).json().errors).toEqual([
      { field: 'state', message: 'The state or province is not in the chosen country.' },
    ]);
  });

  it('searches the city too', async () => {
    await member.post(
      '/businesses',
      business(ids, { name: 'Fjord Books', country: { id: ids.iceland }, state: null, city: 'Husavik' }),
    );
    const found = (await api.client().get(`/businesses?country=${ids.iceland}&searchText=husav`)).json();
    expect(found.content.map((b: { name: string }) => b.name)).toEqual(['Fjord Books']);
  });

  it('lists the countries in use in /types', async () => {
    const used = (await api.client().get('/types')).json().usedCountryList.map((c: { id: number }) => c.id);
    expect(used).toEqual(expect.arrayContaining([ids.usa, ids.iceland]));
  });
});
