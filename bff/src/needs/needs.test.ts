/**
 * "Safe for me" through the BFF and the real API over HTTP: a person's own needs, read and written
 * only with their session, and a list's "Meets my needs", "Best for me" (GraphQL's `forMe`) and
 * needs met on each row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, NO_NEEDS } from '@ffc/domain';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

const NEEDS = '{ needs { businesses homes products socials sensitivities showWithReviews } }';
const UPDATE = `mutation ($i: NeedsInput!) { updateNeeds(input: $i) { homes sensitivities } }`;
const HOMES = `query ($f: HomeFilter) {
  homes(filter: $f) { totalElements content { name needsMet needsTotal } }
}`;
const HOME_NEEDS = ['fragrance-free-laundry', 'no-air-fresheners', 'no-smoking'];

interface HomeRows {
  homes: { totalElements: number; content: { name: string; needsMet: number | null; needsTotal: number | null }[] };
}

describe('needs through the BFF', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let moderator: GraphQLClient;
  const town = 'Needham Falls';

  beforeAll(async () => {
    stack = await startStack();
    [member, moderator] = await stack.loggedIn('member', 'moderator');
    const types = await member.run<{ types: { countryList: { id: number; name: string }[] } }>(
      '{ types { countryList { id name } } }',
    );
    const usa = types.data!.types.countryList.find((c) => c.name === 'United States')!.id;
    const states = await member.run<{ states: { id: number; name: string }[] }>(
      'query ($c: Int!) { states(countryId: $c) { id name } }',
      { c: usa },
    );
    const oregon = states.data!.states.find((s) => s.name === 'Oregon')!.id;
    for (const [name, accommodations] of [
      ['Every Need Cabin', HOME_NEEDS],
      ['Two Needs Cabin', HOME_NEEDS.slice(0, 2)],
      ['No Needs Cabin', []],
    ] as const) {
      const saved = await member.run('mutation ($i: HomeInput!) { createHome(input: $i) { id } }', {
        i: {
          name,
          description: 'A cabin.',
          homeTypeId: 1,
          city: town,
          stateId: oregon,
          countryId: usa,
          accommodations,
        },
      });
      expect(saved.errors).toBeUndefined();
    }
  });
  afterAll(() => stack.close());

  it('is UNAUTHENTICATED for an anonymous visitor, and no other person reads them', async () => {
    const anonymous = await stack.client().run(NEEDS);
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const saved = await member.run(UPDATE, { i: { homes: HOME_NEEDS, sensitivities: ['smoke'] } });
    expect(saved.data).toEqual({ updateNeeds: { homes: HOME_NEEDS, sensitivities: ['smoke'] } });
    expect((await member.run(NEEDS)).data).toMatchObject({ needs: { homes: HOME_NEEDS } });
    expect((await moderator.run(NEEDS)).data).toEqual({ needs: NO_NEEDS });
  });

  it('refuses a key of another kind at its field before calling the API', async () => {
    const before = stack.calls.length;
    const refused = await member.run(UPDATE, { i: { homes: ['unscented-soap'] } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: [{ field: 'homes', message: M.unknownAccommodation }],
    });
    expect(stack.calls.length).toBe(before);
  });

  it('counts needs met on each row, filters with meetsNeeds and orders with forMe', async () => {
    const rows = await member.run<HomeRows>(HOMES, { f: { searchText: town, sort: 'forMe' } });
    expect(rows.errors).toBeUndefined();
    expect(rows.data!.homes.content).toEqual([
      { name: 'Every Need Cabin', needsMet: 3, needsTotal: 3 },
      { name: 'Two Needs Cabin', needsMet: 2, needsTotal: 3 },
      { name: 'No Needs Cabin', needsMet: 0, needsTotal: 3 },
    ]);
    expect(stack.calls.at(-1)).toMatch(/^GET \/homes\?.*sort=for-me/);
    const met = await member.run<HomeRows>(HOMES, { f: { searchText: town, meetsNeeds: true } });
    expect(met.data!.homes).toEqual({
      totalElements: 1,
      content: [{ name: 'Every Need Cabin', needsMet: 3, needsTotal: 3 }],
    });
    // Someone signed out sees no count, and is asked to log in for the filter.
    const anonymous = await stack.client().run<HomeRows>(HOMES, { f: { searchText: town } });
    expect(anonymous.data!.homes.content[0]).toMatchObject({ needsMet: null, needsTotal: null });
    const refused = await stack.client().run(HOMES, { f: { meetsNeeds: true } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      fieldErrors: [{ field: 'meetsNeeds', message: M.needsNeedLogin }],
    });
  });

  it("shows a reviewer's needs when they chose to, and filters reviews to people like the reader", async () => {
    const found = await member.run<{ homes: { content: { id: number; name: string }[] } }>(
      `query ($f: HomeFilter) { homes(filter: $f) { totalElements content { id name needsMet needsTotal } } }`,
      { f: { searchText: town, sort: 'name' } },
    );
    const cabin = found.data!.homes.content.find((h) => h.name === 'Every Need Cabin')!;
    await member.run(UPDATE, { i: { homes: HOME_NEEDS, showWithReviews: true } });
    const reviewed = await member.run(
      'mutation ($p: Int!) { createReview(kind: HOME, parentId: $p, input: { name: "Calm", rating: 5 }) { id } }',
      { p: cabin.id },
    );
    expect(reviewed.errors).toBeUndefined();
    await moderator.run(UPDATE, { i: { homes: ['no-smoking'] } });
    const REVIEWS = `query ($id: Int!, $like: Boolean) {
      home(id: $id) { reviews(likeMe: $like) { totalElements content { name reviewerNeeds } } }
    }`;
    const alike = await moderator.run(REVIEWS, { id: cabin.id, like: true });
    expect(alike.data).toEqual({
      home: { reviews: { totalElements: 1, content: [{ name: 'Calm', reviewerNeeds: HOME_NEEDS }] } },
    });
    expect(stack.calls.at(-1)).toMatch(/reviews\?.*likeMe=true/);
    const anonymous = await stack.client().run(REVIEWS, { id: cabin.id, like: true });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('clears them in one step', async () => {
    const cleared = await member.run('mutation { clearNeeds { homes sensitivities } }');
    expect(cleared.data).toEqual({ clearNeeds: { homes: [], sensitivities: [] } });
    expect((await member.run(NEEDS)).data).toEqual({ needs: NO_NEEDS });
  });
});
