import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Geocoder } from '../geocode/index.js';
import { startStack, type GraphQLClient, type Stack } from '../testing.js';

const BUSINESS_FIELDS = `id name description businessType { id name } address1 city state { id name } country { id name }
  postalCode phoneNumber email website policy policyDescription latitude longitude reviewCount rating createdById createdDate`;
const CREATE = `mutation ($i: BusinessInput!) { createBusiness(input: $i) { ${BUSINESS_FIELDS} } }`;

interface Ids {
  usa: number;
  oregon: number;
  iceland: number;
}

async function referenceIds(client: GraphQLClient): Promise<Ids> {
  const types = await client.run<{ types: { countryList: { id: number; name: string }[] } }>('{ types { countryList { id name } } }');
  const id = (name: string) => types.data!.types.countryList.find((c) => c.name === name)!.id;
  const usa = id('United States');
  const states = await client.run<{ states: { id: number; name: string }[] }>('query ($c: Int!) { states(countryId: $c) { id name } }', { c: usa });
  return { usa, oregon: states.data!.states.find((s) => s.name === 'Oregon')!.id, iceland: id('Iceland') };
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

describe('businesses through the BFF', () => {
  let stack: Stack;
  let ids: Ids;
  let member: GraphQLClient;
  let moderator: GraphQLClient;
  beforeAll(async () => {
    stack = await startStack();
    ids = await referenceIds(stack.client());
    member = stack.client();
    await member.login('member');
    moderator = stack.client();
    await moderator.login('moderator');
  });
  afterAll(() => stack.close());

  it('creates a business with references as ids and fills its position from the offline gazetteer', async () => {
    const answer = await member.run<{ createBusiness: Record<string, unknown> }>(CREATE, { i: input(ids) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createBusiness).toMatchObject({
      name: 'Breathe Easy Books',
      businessType: { id: 14, name: 'Bookstore' },
      state: { name: 'Oregon' },
      country: { name: 'United States' },
      reviewCount: 0,
      rating: null,
    });
    expect(answer.data!.createBusiness.latitude).toBeCloseTo(44.05, 1);
    expect(answer.data!.createBusiness.longitude).toBeCloseTo(-123.09, 1);
  });

  it('refuses invalid input with the spec messages before calling the API', async () => {
    const before = stack.calls.length;
    const answer = await member.run(CREATE, { i: { name: '', businessTypeId: null } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: [
        { field: 'name', message: 'Name is required' },
        { field: 'description', message: 'Description is required' },
        { field: 'businessType', message: 'Type is required' },
        { field: 'country', message: 'Country is required' },
        { field: 'website', message: 'Business website link required.' },
      ],
    });
    expect(stack.calls.slice(before).filter((c) => !c.startsWith('GET /types'))).toEqual([]);
  });

  it('lists, filters and pages with one REST call, the rating and count included', async () => {
    await member.run(CREATE, { i: input(ids, { name: 'Iceland Cafe', countryId: ids.iceland, stateId: null, city: 'Reykjavik', businessTypeId: 2 }) });
    stack.calls.length = 0;
    const answer = await stack.client().run<{ businesses: { content: { name: string; reviewCount: number; rating: number | null; country: { name: string } }[]; totalElements: number; totalPages: number; pageNumber: number; totalElementsIsEstimate: boolean } }>(
      'query ($f: BusinessFilter, $p: Int) { businesses(filter: $f, page: $p) { content { name reviewCount rating country { name } } totalElements totalPages pageNumber totalElementsIsEstimate } }',
      { f: { country: ids.iceland, type: 2, state: null, searchText: 'reykjav' }, p: 0 },
    );
    expect(answer.data!.businesses).toEqual({
      content: [{ name: 'Iceland Cafe', reviewCount: 0, rating: null, country: { name: 'Iceland' } }],
      totalElements: 1,
      totalPages: 1,
      pageNumber: 0,
      totalElementsIsEstimate: false,
    });
    expect(stack.calls).toEqual([`GET /businesses?country=${ids.iceland}&searchText=reykjav&type=2&page=0`]);
  });

  it('shows a newly used country in usedCountryList at once', async () => {
    const types = () => stack.client().run<{ types: { usedCountryList: { name: string }[] } }>('{ types { usedCountryList { name } } }');
    const before = (await types()).data!.types.usedCountryList.map((c) => c.name);
    expect(before).not.toContain('Ireland');
    const irelandId = (await stack.client().run<{ types: { countryList: { id: number; name: string }[] } }>('{ types { countryList { id name } } }')).data!.types.countryList.find((c) => c.name === 'Ireland')!.id;
    await member.run(CREATE, { i: input(ids, { countryId: irelandId, stateId: null, city: 'Cork' }) });
    expect((await types()).data!.types.usedCountryList.map((c) => c.name)).toContain('Ireland');
  });

  it('reviews a business, shows the rating and the paged reviews, and edits and deletes the review', async () => {
    const id = (await member.run<{ createBusiness: { id: number } }>(CREATE, { i: input(ids) })).data!.createBusiness.id;
    const created = await moderator.run<{ createReview: { id: number; kind: string; parentId: number } }>(
      'mutation ($p: Int!, $i: ReviewInput!) { createReview(kind: BUSINESS, parentId: $p, input: $i) { id kind parentId name rating } }',
      { p: id, i: { name: 'Safe for me', rating: 4, comment: 'No headache.' } },
    );
    expect(created.data!.createReview).toMatchObject({ kind: 'BUSINESS', parentId: id, name: 'Safe for me', rating: 4 });
    const reviewId = created.data!.createReview.id;

    stack.calls.length = 0;
    const detail = await stack.client().run<{ business: { reviewCount: number; rating: number; reviews: { content: { id: number; createdByUsername: string }[]; totalElements: number } } }>(
      'query ($id: Int!) { business(id: $id) { reviewCount rating reviews(page: 0) { content { id kind parentId createdByUsername } totalElements } } }',
      { id },
    );
    expect(detail.data!.business).toMatchObject({ reviewCount: 1, rating: 4, reviews: { totalElements: 1, content: [{ id: reviewId, createdByUsername: 'moderator' }] } });
    expect(stack.calls).toEqual([`GET /businesses/${id}`, `GET /businesses/${id}/reviews?page=0`]);

    const one = await stack.client().run('query ($p: Int!, $id: Int!) { review(kind: BUSINESS, parentId: $p, id: $id) { name comment } }', { p: id, id: reviewId });
    expect(one.data).toEqual({ review: { name: 'Safe for me', comment: 'No headache.' } });

    const notMine = await member.run('mutation ($p: Int!, $id: Int!) { deleteReview(kind: BUSINESS, parentId: $p, id: $id) }', { p: id, id: reviewId });
    expect(notMine.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const edited = await moderator.run('mutation ($p: Int!, $id: Int!, $i: ReviewInput!) { updateReview(kind: BUSINESS, parentId: $p, id: $id, input: $i) { rating } }', { p: id, id: reviewId, i: { name: 'Still safe', rating: 2 } });
    expect(edited.data).toEqual({ updateReview: { rating: 2 } });
    expect((await moderator.run('mutation ($p: Int!, $id: Int!) { deleteReview(kind: BUSINESS, parentId: $p, id: $id) }', { p: id, id: reviewId })).data).toEqual({ deleteReview: true });
    expect((await stack.client().run('query ($id: Int!) { business(id: $id) { reviewCount rating } }', { id })).data).toEqual({ business: { reviewCount: 0, rating: null } });
  });

  it('refuses a review outside 1 to 5 with the spec message', async () => {
    const answer = await member.run('mutation { createReview(kind: BUSINESS, parentId: 1, input: {name: "x", rating: 9}) { id } }');
    expect(answer.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'rating', message: 'Rating must be between 1 and 5' }]);
  });

  it('answers null for an unknown business, FORBIDDEN to a non-creator delete and UNAUTHENTICATED to anonymous writes', async () => {
    expect((await stack.client().run('{ business(id: 999999) { id } }')).data).toEqual({ business: null });
    const id = (await member.run<{ createBusiness: { id: number } }>(CREATE, { i: input(ids) })).data!.createBusiness.id;
    const other = stack.client();
    await other.run('mutation { signup(input: {username: "otheruser", password: "other-password", email: "o@example.org"}) }');
    await other.login('otheruser', 'other-password');
    expect((await other.run('mutation ($id: Int!) { deleteBusiness(id: $id) }', { id })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await stack.client().run(CREATE, { i: input(ids) })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await member.run('mutation ($id: Int!) { deleteBusiness(id: $id) }', { id })).data).toEqual({ deleteBusiness: true });
    expect((await stack.client().run('query ($id: Int!) { business(id: $id) { id } }', { id })).data).toEqual({ business: null });
  });

  it('finds places with geocode(q)', async () => {
    const answer = await stack.client().run<{ geocode: { displayName: string }[] }>('{ geocode(q: "Eugene, Oregon") { displayName latitude longitude } }');
    expect(answer.data!.geocode[0]!.displayName).toBe('Eugene, Oregon, United States');
  });
});

describe('saving when the geocoder fails or the session expired', () => {
  let stack: Stack;
  const broken: Geocoder = {
    search: () => Promise.reject(new Error('down')),
    locate: () => Promise.reject(new Error('down')),
  };
  beforeAll(async () => {
    stack = await startStack({ api: { accessTokenTtlSeconds: 1 }, geocoder: broken });
  });
  afterAll(() => stack.close());

  it('saves without a position when the geocoder fails', async () => {
    const client = stack.client();
    await client.login('member');
    const ids = await referenceIds(client);
    const answer = await client.run<{ createBusiness: { latitude: number | null; name: string } }>(CREATE, { i: input(ids) });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.createBusiness).toMatchObject({ name: 'Breathe Easy Books', latitude: null });
  });

  it('refreshes the expired session once during a create, then saves', async () => {
    const client = stack.client();
    await client.login('member');
    const ids = await referenceIds(client);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    stack.calls.length = 0;
    const answer = await client.run<{ createBusiness: { id: number } }>(CREATE, { i: input(ids, { name: 'After refresh' }) });
    expect(answer.errors).toBeUndefined();
    expect(stack.calls.filter((c) => c === 'POST /auth/refresh')).toHaveLength(1);
    expect(answer.setCookies.some((c) => c.startsWith('ffc_access='))).toBe(true);
  });
});
