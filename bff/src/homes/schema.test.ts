import { expect, it } from 'vitest';
import { describeReviewedKindThroughBff, placeIds } from '../../test/reviewed-kind.suite.js';

interface Ids {
  usa: number;
  oregon: number;
  iceland: number;
  capital: number;
}

const input = (ids: Ids, overrides: Record<string, unknown> = {}) => ({
  name: 'Quiet Cabin',
  description: 'Aired out before every stay.',
  homeTypeId: 5,
  people: 4,
  bedrooms: 2,
  bathrooms: 1.5,
  petsAllowed: false,
  city: 'Bend',
  stateId: ids.oregon,
  countryId: ids.usa,
  policy: true,
  ...overrides,
});

describeReviewedKindThroughBff<Ids>(
  {
    typeName: 'Home',
    single: 'home',
    plural: 'homes',
    kind: 'HOME',
    collection: 'homes',
    async setup(client) {
      const us = await placeIds(client, 'United States', 'Oregon');
      const iceland = await placeIds(client, 'Iceland', 'Capital Region');
      return { usa: us.country, oregon: us.state!, iceland: iceland.country, capital: iceland.state! };
    },
    input,
    requiredErrors: [
      { field: 'name', message: 'Name is required' },
      { field: 'description', message: 'Description is required' },
      { field: 'homeType', message: 'Type is required' },
    ],
    lane: (ids) => ({
      overrides: { countryId: ids.iceland, stateId: ids.capital, city: 'Reykjavik' },
      filter: { country: ids.iceland, state: ids.capital },
      query: `country=${ids.iceland}&state=${ids.capital}`,
    }),
  },
  (context) => {
    it('answers the home fields and fills the position on save', async () => {
      const { member, ids } = context();
      const answer = await member.run<{ createHome: Record<string, unknown> & { latitude: number } }>(
        'mutation ($i: HomeInput!) { createHome(input: $i) { homeType { name } people bedrooms bathrooms petsAllowed city state { name } latitude } }',
        { i: input(ids) },
      );
      expect(answer.data!.createHome).toMatchObject({
        homeType: { name: 'Cabin' },
        people: 4,
        bedrooms: 2,
        bathrooms: 1.5,
        petsAllowed: false,
        city: 'Bend',
        state: { name: 'Oregon' },
      });
      expect(answer.data!.createHome.latitude).toBeCloseTo(44.06, 1);
    });

    it('requires the city and the state', async () => {
      const { member, ids } = context();
      const answer = await member.run('mutation ($i: HomeInput!) { createHome(input: $i) { id } }', {
        i: input(ids, { city: '', stateId: null }),
      });
      expect(answer.errors?.[0]?.extensions.fieldErrors).toEqual([
        { field: 'city', message: 'City is required' },
        { field: 'state', message: 'State is required' },
      ]);
    });
  },
);
