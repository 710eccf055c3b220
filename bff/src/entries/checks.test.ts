import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';

/** Dated confirmations and disputes through GraphQL and the real API (api/src/entries/checks.test.ts has the REST cases). */
describe('accommodation checks through GraphQL', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let usa: number;
  beforeAll(async () => {
    stack = await startStack();
    [member] = await stack.loggedIn('member');
    usa = (await placeIds(member, 'United States')).country;
  });
  afterAll(() => stack.close());

  const STATUS = 'accommodationStatus { key confirmations disputes lastConfirmed state }';
  const create = async (name: string, accommodations: string[]) => {
    const answer = await member.run<{ createBusiness: { id: number } }>(
      'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id } }',
      {
        i: {
          name,
          description: 'Checked.',
          businessTypeId: 2,
          city: 'Enterprise',
          countryId: usa,
          website: 'https://example.org/enterprise',
          accommodations,
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createBusiness.id;
  };
  const check = (client: GraphQLClient, id: number, confirmed: string[], disputed: string[]) =>
    client.run<{
      checkBusinessAccommodations: {
        accommodationStatus: {
          key: string;
          confirmations: number;
          disputes: number;
          lastConfirmed: string | null;
          state: string;
        }[];
      };
    }>(
      `mutation ($id: Int!, $c: [String!]!, $d: [String!]!) { checkBusinessAccommodations(id: $id, confirmed: $c, disputed: $d) { ${STATUS} } }`,
      { id, c: confirmed, d: disputed },
    );

  it('answers "Still true?" with the entry\'s new dated status, which the detail and the list carry too', async () => {
    const id = await create('Enterprise Still True', ['unscented-soap', 'ventilation']);
    const answer = await check(member, id, ['unscented-soap'], ['ventilation']);
    expect(answer.errors).toBeUndefined();
    const status = answer.data!.checkBusinessAccommodations.accommodationStatus;
    expect(status.map(({ lastConfirmed: _, ...s }) => s)).toEqual([
      { key: 'unscented-soap', confirmations: 1, disputes: 0, state: 'confirmed' },
      { key: 'ventilation', confirmations: 0, disputes: 1, state: 'disputed' },
    ]);
    expect(status[0]!.lastConfirmed).toMatch(/^\d{4}-\d\d-\d\dT/);
    const detail = await stack
      .client()
      .run<{ business: { accommodationStatus: unknown } }>(`query ($id: Int!) { business(id: $id) { ${STATUS} } }`, {
        id,
      });
    expect(detail.data?.business.accommodationStatus).toEqual(status);
    const list = await stack
      .client()
      .run<{ businesses: { content: { name: string; accommodationStatus: unknown }[] } }>(
        `query ($f: BusinessFilter) { businesses(filter: $f) { content { name ${STATUS} } } }`,
        { f: { searchText: 'enterprise', confirmedWithinMonths: 12, sort: 'confirmed' } },
      );
    expect(list.errors).toBeUndefined();
    expect(list.data?.businesses.content).toEqual([{ name: 'Enterprise Still True', accommodationStatus: status }]);
  });

  it('refuses a second answer within a month, anonymous answers, and a key both ways, with clear messages', async () => {
    const id = await create('Enterprise Refused', ['unscented-soap']);
    const anonymous = await check(stack.client(), id, ['unscented-soap'], []);
    expect(anonymous.errors?.[0]?.message).toBe(M.notLoggedIn);
    const both = await check(member, id, ['unscented-soap'], ['unscented-soap']);
    expect(both.errors?.[0]?.extensions.fieldErrors).toContainEqual({
      field: 'disputed',
      message: M.accommodationBothWays,
    });
    expect((await check(member, id, ['unscented-soap'], [])).errors).toBeUndefined();
    const again = await check(member, id, [], ['unscented-soap']);
    expect(again.errors?.[0]?.message).toBe(M.checkedRecently);
  });

  it("takes a review's disputed accommodations", async () => {
    const id = await create('Enterprise Reviewed', ['ventilation', 'unscented-soap']);
    const review = await member.run<{
      createReview: { confirmedAccommodations: string[]; disputedAccommodations: string[] };
    }>(
      'mutation ($p: Int!, $i: ReviewInput!) { createReview(kind: BUSINESS, parentId: $p, input: $i) { confirmedAccommodations disputedAccommodations } }',
      {
        p: id,
        i: {
          name: 'Soapy',
          rating: 2,
          confirmedAccommodations: ['ventilation'],
          disputedAccommodations: ['unscented-soap'],
        },
      },
    );
    expect(review.errors).toBeUndefined();
    expect(review.data?.createReview).toEqual({
      confirmedAccommodations: ['ventilation'],
      disputedAccommodations: ['unscented-soap'],
    });
    const detail = await member.run<{ business: { accommodationStatus: { key: string; state: string }[] } }>(
      'query ($id: Int!) { business(id: $id) { accommodationStatus { key state } } }',
      { id },
    );
    expect(detail.data?.business.accommodationStatus).toEqual([
      { key: 'unscented-soap', state: 'disputed' },
      { key: 'ventilation', state: 'confirmed' },
    ]);
  });
});
