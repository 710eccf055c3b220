import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeListItem, sameListing } from '@ffc/domain';
import { describeReviewedKind } from '../../test/reviewed-kind.suite.js';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

interface Ids {
  usa: number;
  oregon: number;
  iceland: number;
  capital: number;
}

interface ListedRow {
  name: string;
  city: string | null;
  state: { id: number } | null;
  country: { id: number } | null;
}

const placeIds = (api: TestApi): Promise<Ids> =>
  isoIds(api.db, { usa: 'US', oregon: 'US/OR', iceland: 'IS', capital: 'IS/1' });

const home = (ids: Ids, overrides: Record<string, unknown> = {}) => ({
  name: 'Quiet Cabin',
  description: 'Aired out before every stay; unscented linens.',
  homeType: { id: 5 },
  people: 4,
  bedrooms: 2,
  bathrooms: 1.5,
  petsAllowed: true,
  address1: '9 Pine Rd',
  city: 'Bend',
  state: { id: ids.oregon },
  country: { id: ids.usa },
  website: 'https://cabin.example.org',
  policy: true,
  ...overrides,
});

describeReviewedKind<Ids>({
  collection: 'homes',
  table: 'homes',
  reviewsTable: 'home_reviews',
  parentColumn: 'home_id',
  listItem: homeListItem,
  parentField: 'homeEntity',
  setup: placeIds,
  payload: home,
  requiredErrors: [
    { field: 'name', message: 'Name is required' },
    { field: 'description', message: 'Description is required' },
    { field: 'homeType', message: 'Type is required' },
    { field: 'city', message: 'City is required' },
    { field: 'state', message: 'State is required' },
    { field: 'country', message: 'Country is required' },
  ],
  answered: (ids) => ({
    name: 'Quiet Cabin',
    homeType: { id: 5, name: 'Cabin' },
    people: 4,
    bedrooms: 2,
    bathrooms: 1.5,
    petsAllowed: true,
    city: 'Bend',
    state: { id: ids.oregon, name: 'Oregon' },
    country: { id: ids.usa, name: 'United States' },
  }),
  lane: (ids) => ({
    overrides: { country: { id: ids.iceland }, state: { id: ids.capital }, city: 'Reykjavik' },
    query: `country=${ids.iceland}`,
  }),
  typeFilter: () => ({ overrides: { homeType: { id: 2 } }, query: 'type=2' }),
});

describe.each(DATABASE_ENGINES)('home rules on %s', (engine) => {
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

  it('requires the city and the state, and counts of 0 or more', async () => {
    expect((await member.post('/homes', home(ids, { city: ' ', state: null, bedrooms: -1 }))).json().errors).toEqual([
      { field: 'bedrooms', message: 'Must be a number from 0 to 1000' },
      { field: 'city', message: 'City is required' },
      { field: 'state', message: 'State is required' },
    ]);
  });

  it("finds a listed home by its name in its town however it is typed, for the form's same-home warning", async () => {
    // The web form asks this before a second listing (M.homeAlreadyListed, with a link); sameListing decides.
    const listed = async (text: string) =>
      (
        await api.client().get(`/homes?searchText=${encodeURIComponent(text)}&country=${ids.usa}&state=${ids.oregon}`)
      ).json().content as ListedRow[];
    for (const typed of ['Quiet Pines Cabin', 'quiet pines cabin', 'QUIET PÍNES CABIN']) {
      const match = (await listed(typed)).find((h) =>
        sameListing(
          { name: typed, city: 'bend', stateId: ids.oregon, countryId: ids.usa },
          { name: h.name, city: h.city, stateId: h.state?.id, countryId: h.country?.id },
        ),
      );
      expect(match?.name, typed).toBe('Quiet Pines Cabin');
    }
  });

  it('still lists a second home of the same name in the same town: a warning, not a refusal', async () => {
    const second = await member.post('/homes', home(ids, { name: 'Quiet Pines Cabin', city: 'Bend' }));
    expect(second.statusCode, second.body).toBe(201);
    const [count] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM homes WHERE name = 'Quiet Pines Cabin' AND city = 'Bend'",
    );
    expect(count!.n).toBe(2);
  });

  it('adds the countries of homes to usedCountryList', async () => {
    expect(
      (await member.post('/homes', home(ids, { country: { id: ids.iceland }, state: { id: ids.capital } }))).statusCode,
    ).toBe(201);
    const used = (await api.client().get('/types')).json().usedCountryList.map((c: { id: number }) => c.id);
    expect(used).toContain(ids.iceland);
  });
});
