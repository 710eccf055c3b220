import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOMMODATIONS, M } from '@ffc/domain';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';

/** Accommodations through GraphQL and the real API (api/src/entries/accommodations.test.ts has the REST cases). */
describe('accommodations through GraphQL', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let usa: number;
  beforeAll(async () => {
    stack = await startStack();
    [member] = await stack.loggedIn('member');
    usa = (await placeIds(member, 'United States')).country;
  });
  afterAll(() => stack.close());

  const create = async (name: string, accommodations?: string[]) => {
    const answer = await member.run<{ createBusiness: { id: number; accommodations: string[] } }>(
      'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id accommodations } }',
      {
        i: {
          name,
          description: 'Checked.',
          businessTypeId: 2,
          city: 'Joseph',
          countryId: usa,
          website: 'https://example.org/joseph',
          accommodations,
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createBusiness;
  };

  it('answers the catalogue from the domain rule', async () => {
    const answer = await stack
      .client()
      .run<{ accommodations: unknown }>(
        '{ accommodations { businesses { key label short } homes { key label short } products { key label short } socials { key label short } } }',
      );
    expect(answer.data?.accommodations).toEqual(ACCOMMODATIONS);
  });

  it('saves them, filters the list by all of them (one REST call), and shows them on its rows', async () => {
    const both = await create('Joseph Soap And Air', ['ventilation', 'unscented-soap']);
    expect(both.accommodations).toEqual(['unscented-soap', 'ventilation']);
    await create('Joseph Soap Only', ['unscented-soap']);
    const list = async (accommodations: string[]) => {
      stack.calls.length = 0;
      const answer = await stack
        .client()
        .run<{ businesses: { content: { name: string; accommodations: string[] }[] } }>(
          'query ($f: BusinessFilter) { businesses(filter: $f) { content { name accommodations } } }',
          { f: { searchText: 'joseph', accommodations } },
        );
      expect(answer.errors).toBeUndefined();
      expect(stack.calls).toHaveLength(1);
      return answer.data!.businesses.content;
    };
    expect((await list(['unscented-soap'])).map((b) => b.name)).toEqual(['Joseph Soap And Air', 'Joseph Soap Only']);
    expect(await list(['ventilation', 'unscented-soap'])).toEqual([
      { name: 'Joseph Soap And Air', accommodations: ['unscented-soap', 'ventilation'] },
    ]);
  });

  it('refuses an unknown key with the clear message', async () => {
    const answer = await member.run('mutation ($i: BusinessInput!) { createBusiness(input: $i) { id } }', {
      i: {
        name: 'Joseph Wrong',
        description: 'Checked.',
        businessTypeId: 2,
        countryId: usa,
        website: 'https://example.org/w',
        accommodations: ['no-smoking'],
      },
    });
    expect(answer.errors?.[0]?.extensions.fieldErrors).toContainEqual({
      field: 'accommodations',
      message: M.unknownAccommodation,
    });
  });

  it("takes a reviewer's confirmations and counts them on the entry", async () => {
    const { id } = await create('Joseph Confirmed', ['ventilation']);
    const review = await member.run<{ createReview: { confirmedAccommodations: string[] } }>(
      'mutation ($p: Int!, $i: ReviewInput!) { createReview(kind: BUSINESS, parentId: $p, input: $i) { confirmedAccommodations } }',
      { p: id, i: { name: 'Airy', rating: 5, confirmedAccommodations: ['ventilation'] } },
    );
    expect(review.data?.createReview.confirmedAccommodations).toEqual(['ventilation']);
    const entry = await member.run<{ business: { accommodationConfirmations: { key: string; count: number }[] } }>(
      'query ($id: Int!) { business(id: $id) { accommodationConfirmations { key count } } }',
      { id },
    );
    expect(entry.data?.business.accommodationConfirmations).toEqual([{ key: 'ventilation', count: 1 }]);
  });
});
