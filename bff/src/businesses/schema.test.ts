import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from '../geocode/index.js';
import { movableClock } from '@ffc/api/testing';
import { startStack, type Stack } from '../../test/testing.js';
import { describeReviewedKindThroughBff, placeIds } from '../../test/reviewed-kind.suite.js';

/** Access tokens live this long; the API's clock is moved past it rather than waited for. */
const ACCESS_TTL_SECONDS = 60;
const clock = movableClock();
const expireAccessTokens = () => clock.advance((ACCESS_TTL_SECONDS + 1) * 1000);

interface Ids {
  usa: number;
  oregon: number;
  iceland: number;
}

const input = (ids: Ids, overrides: Record<string, unknown> = {}) => ({
  name: 'Breathe Easy Books',
  description: 'No scented candles; the owner is fragrance sensitive too.',
  businessTypeId: 14,
  address1: '12 Oak St',
  city: 'Eugene',
  stateId: ids.oregon,
  countryId: ids.usa,
  website: 'https://books.example.org',
  email: 'shop@books.example.org',
  policy: true,
  ...overrides,
});

const CREATE =
  'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id name latitude longitude businessType { name } state { name } } }';

describeReviewedKindThroughBff<Ids>(
  {
    typeName: 'Business',
    single: 'business',
    plural: 'businesses',
    kind: 'BUSINESS',
    collection: 'businesses',
    async setup(client) {
      const us = await placeIds(client, 'United States', 'Oregon');
      return { usa: us.country, oregon: us.state!, iceland: (await placeIds(client, 'Iceland')).country };
    },
    input,
    requiredErrors: [
      { field: 'name', message: 'Name is required' },
      { field: 'description', message: 'Description is required' },
      { field: 'businessType', message: 'Type is required' },
    ],
    lane: (ids) => ({
      overrides: { countryId: ids.iceland, stateId: null, city: 'Reykjavik', businessTypeId: 2 },
      filter: { country: ids.iceland, type: 2, state: null, searchText: 'reykjav' },
      query: `country=${ids.iceland}&searchText=reykjav&type=2`,
    }),
  },
  (context) => {
    it('fills the position from the offline gazetteer on save', async () => {
      const { member, ids } = context();
      const answer = await member.run<{
        createBusiness: {
          latitude: number;
          longitude: number;
          businessType: { name: string };
          state: { name: string };
        };
      }>(CREATE, { i: input(ids) });
      expect(answer.data!.createBusiness).toMatchObject({
        businessType: { name: 'Bookstore' },
        state: { name: 'Oregon' },
      });
      expect(answer.data!.createBusiness.latitude).toBeCloseTo(44.05, 1);
      expect(answer.data!.createBusiness.longitude).toBeCloseTo(-123.09, 1);
    });

    it('shows a newly used country in usedCountryList at once', async () => {
      const { stack, member, ids } = context();
      const types = () =>
        stack
          .client()
          .run<{ types: { usedCountryList: { name: string }[] } }>('{ types { usedCountryList { name } } }');
      expect((await types()).data!.types.usedCountryList.map((c) => c.name)).not.toContain('Ireland');
      const ireland = await placeIds(member, 'Ireland');
      await member.run(CREATE, { i: input(ids, { countryId: ireland.country, stateId: null, city: 'Cork' }) });
      expect((await types()).data!.types.usedCountryList.map((c) => c.name)).toContain('Ireland');
    });

    it('offers the list filter only the states in use, and a newly used one at once', async () => {
      const { stack, member, ids } = context();
      const canada = await placeIds(member, 'Canada', 'Manitoba');
      const used = async () =>
        (
          await stack
            .client()
            .run<{ usedStates: { name: string }[] }>('query ($c: Int!) { usedStates(countryId: $c) { name } }', {
              c: canada.country,
            })
        ).data!.usedStates.map((s) => s.name);
      expect(await used()).toEqual([]);
      await member.run(CREATE, {
        i: input(ids, { countryId: canada.country, stateId: canada.state, city: 'Winnipeg' }),
      });
      expect(await used()).toEqual(['Manitoba']);
    });

    it('finds places with geocode(q) for a logged-in person', async () => {
      const answer = await context().member.run<{ geocode: { displayName: string }[] }>(
        '{ geocode(q: "Eugene, Oregon") { displayName latitude longitude } }',
      );
      expect(answer.data!.geocode[0]!.displayName).toBe('Eugene, Oregon, United States');
    });
  },
);

describe('saving when the geocoder fails or the session expired', () => {
  let stack: Stack;
  const broken: Geocoder = {
    search: () => Promise.reject(new Error('down')),
    locate: () => Promise.reject(new Error('down')),
  };
  beforeAll(async () => {
    stack = await startStack({
      api: { accessTokenTtlSeconds: ACCESS_TTL_SECONDS },
      clock: clock.now,
      geocoder: broken,
    });
  });
  afterAll(() => stack.close());

  async function ids(): Promise<Ids> {
    const us = await placeIds(stack.client(), 'United States', 'Oregon');
    return { usa: us.country, oregon: us.state!, iceland: 0 };
  }

  it('saves without a position when the geocoder fails', async () => {
    const client = stack.client();
    await client.login('member');
    const answer = await client.run<{ createBusiness: { latitude: number | null; name: string } }>(CREATE, {
      i: input(await ids()),
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createBusiness).toMatchObject({ name: 'Breathe Easy Books', latitude: null });
  });

  it('refreshes the expired session once during a create, then saves', async () => {
    const client = stack.client();
    await client.login('member');
    const place = await ids();
    expireAccessTokens();
    stack.calls.length = 0;
    const answer = await client.run<{ createBusiness: { id: number } }>(CREATE, {
      i: input(place, { name: 'After refresh' }),
    });
    expect(answer.errors).toBeUndefined();
    expect(stack.calls.filter((c) => c === 'POST /auth/refresh')).toHaveLength(1);
    expect(answer.setCookies.some((c) => c.startsWith('ffc_access='))).toBe(true);
  });
});
