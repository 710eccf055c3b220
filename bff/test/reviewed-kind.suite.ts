/**
 * What every reviewed kind does through the BFF against the real API: create, validation before
 * any REST call, a list in one REST call, the review lifecycle with the rating, null for an
 * unknown id, FORBIDDEN and UNAUTHENTICATED writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldError } from '@ffc/domain';
import { startStack, type GraphQLClient, type Stack } from './testing.js';

export interface ReviewedKindCase<Ids> {
  typeName: string;
  single: string;
  plural: string;
  kind: 'BUSINESS' | 'HOME' | 'PRODUCT';
  collection: string;
  setup(client: GraphQLClient): Promise<Ids>;
  input(ids: Ids, overrides?: Record<string, unknown>): Record<string, unknown>;
  /** Field errors of an input with only an empty name, in order. */
  requiredErrors: FieldError[];
  /** A filter only one test entry matches: extra input and the filter. */
  lane(ids: Ids): { overrides: Record<string, unknown>; filter: Record<string, unknown>; query: string };
}

export function describeReviewedKindThroughBff<Ids>(
  k: ReviewedKindCase<Ids>,
  more?: (ctx: () => { stack: Stack; ids: Ids; member: GraphQLClient }) => void,
) {
  describe(`${k.plural} through the BFF`, () => {
    let stack: Stack;
    let ids: Ids;
    let member: GraphQLClient;
    let moderator: GraphQLClient;
    const CREATE = `mutation ($i: ${k.typeName}Input!) { created: create${k.typeName}(input: $i) { id name reviewCount rating createdById } }`;

    beforeAll(async () => {
      stack = await startStack();
      [member, moderator] = await stack.loggedIn('member', 'moderator');
      ids = await k.setup(member);
    });
    afterAll(() => stack.close());

    async function create(overrides: Record<string, unknown> = {}): Promise<number> {
      const answer = await member.run<{ created: { id: number } }>(CREATE, { i: k.input(ids, overrides) });
      expect(answer.errors).toBeUndefined();
      return answer.data!.created.id;
    }

    it('creates an entry with no rating yet', async () => {
      const answer = await member.run<{ created: Record<string, unknown> }>(CREATE, { i: k.input(ids) });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.created).toMatchObject({ reviewCount: 0, rating: null, createdById: expect.any(Number) });
    });

    it('refuses invalid input with the spec messages before calling the API', async () => {
      const before = stack.calls.length;
      const answer = await member.run(CREATE, {
        i: {
          ...k.input(ids),
          name: '',
          description: null,
          ...Object.fromEntries(
            Object.keys(k.input(ids))
              .filter((f) => f.endsWith('TypeId'))
              .map((f) => [f, null]),
          ),
        },
      });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: k.requiredErrors });
      expect(
        stack.calls.slice(before).filter((c) => !c.startsWith('GET /types') && !c.startsWith('GET /states')),
      ).toEqual([]);
    });

    it('lists with one REST call, count and rating included', async () => {
      const lane = k.lane(ids);
      await create({ ...lane.overrides, name: 'Only In Lane' });
      stack.calls.length = 0;
      const answer = await stack
        .client()
        .run<
          Record<
            string,
            { content: { name: string; reviewCount: number }[]; totalElements: number; pageNumber: number }
          >
        >(
          `query ($f: ${k.typeName}Filter) { page: ${k.plural}(filter: $f, page: 0) { content { name reviewCount rating } totalElements totalPages pageNumber totalElementsIsEstimate } }`,
          { f: lane.filter },
        );
      expect(answer.data!.page).toMatchObject({
        content: [{ name: 'Only In Lane', reviewCount: 0 }],
        totalElements: 1,
        pageNumber: 0,
      });
      expect(stack.calls).toEqual([`GET /${k.collection}?${lane.query}&page=0`]);
    });

    it('reviews it, shows the rating and paged reviews, and edits and deletes the review', async () => {
      const id = await create();
      const created = await moderator.run<{ createReview: { id: number } }>(
        `mutation ($p: Int!, $i: ReviewInput!) { createReview(kind: ${k.kind}, parentId: $p, input: $i) { id kind parentId name rating } }`,
        { p: id, i: { name: 'Safe for me', rating: 4, comment: 'No headache.' } },
      );
      expect(created.data!.createReview).toMatchObject({ kind: k.kind, parentId: id, rating: 4 });
      const reviewId = created.data!.createReview.id;
      stack.calls.length = 0;
      const detail = await stack
        .client()
        .run<{ entry: { reviewCount: number; rating: number; reviews: { content: { id: number }[] } } }>(
          `query ($id: Int!) { entry: ${k.single}(id: $id) { reviewCount rating reviews(page: 0) { content { id kind parentId createdByUsername } totalElements } } }`,
          { id },
        );
      expect(detail.data!.entry).toMatchObject({
        reviewCount: 1,
        rating: 4,
        reviews: { content: [{ id: reviewId, createdByUsername: 'moderator' }] },
      });
      expect(stack.calls).toEqual([`GET /${k.collection}/${id}`, `GET /${k.collection}/${id}/reviews?page=0`]);
      // The reviewer's own review is offered to them; others, and anonymous visitors (no REST call), have none.
      const MINE = `query ($id: Int!) { entry: ${k.single}(id: $id) { myReview { id rating } } }`;
      expect((await moderator.run(MINE, { id })).data).toEqual({ entry: { myReview: { id: reviewId, rating: 4 } } });
      expect((await member.run(MINE, { id })).data).toEqual({ entry: { myReview: null } });
      stack.calls.length = 0;
      expect((await stack.client().run(MINE, { id })).data).toEqual({ entry: { myReview: null } });
      expect(stack.calls).toEqual([`GET /${k.collection}/${id}`]);
      const args = `kind: ${k.kind}, parentId: $p, id: $id`;
      expect(
        (await member.run(`mutation ($p: Int!, $id: Int!) { deleteReview(${args}) }`, { p: id, id: reviewId }))
          .errors?.[0]?.extensions.code,
      ).toBe('FORBIDDEN');
      expect(
        (
          await moderator.run(
            `mutation ($p: Int!, $id: Int!, $i: ReviewInput!) { updateReview(${args}, input: $i) { rating } }`,
            { p: id, id: reviewId, i: { name: 'Still safe', rating: 2 } },
          )
        ).data,
      ).toEqual({ updateReview: { rating: 2 } });
      expect(
        (
          await stack
            .client()
            .run(`query ($p: Int!, $id: Int!) { review(${args}) { name rating } }`, { p: id, id: reviewId })
        ).data,
      ).toEqual({ review: { name: 'Still safe', rating: 2 } });
      expect(
        (await moderator.run(`mutation ($p: Int!, $id: Int!) { deleteReview(${args}) }`, { p: id, id: reviewId })).data,
      ).toEqual({ deleteReview: true });
      expect(
        (await stack.client().run(`query ($id: Int!) { entry: ${k.single}(id: $id) { reviewCount rating } }`, { id }))
          .data,
      ).toEqual({ entry: { reviewCount: 0, rating: null } });
    });

    it('answers null for an unknown id, FORBIDDEN to a non-creator delete, UNAUTHENTICATED to anonymous writes', async () => {
      expect((await stack.client().run(`{ entry: ${k.single}(id: 999999) { id } }`)).data).toEqual({ entry: null });
      const id = await create();
      const other = stack.client();
      await other.run(
        `mutation { signup(input: {username: "other${k.kind.toLowerCase()}", password: "other-password", email: "o-${k.kind}@example.org"}) }`,
      );
      await other.login(`other${k.kind.toLowerCase()}`, 'other-password');
      const del = `mutation ($id: Int!) { deleted: delete${k.typeName}(id: $id) }`;
      expect((await other.run(del, { id })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      expect((await stack.client().run(CREATE, { i: k.input(ids) })).errors?.[0]?.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await member.run(del, { id })).data).toEqual({ deleted: true });
      expect(
        (await stack.client().run(`query ($id: Int!) { entry: ${k.single}(id: $id) { id } }`, { id })).data,
      ).toEqual({ entry: null });
    });

    more?.(() => ({ stack, ids, member }));
  });
}

/** Country and state ids by name, through the BFF's own queries. */
export async function placeIds(
  client: GraphQLClient,
  country: string,
  state?: string,
): Promise<{ country: number; state: number | null }> {
  const types = await client.run<{ types: { countryList: { id: number; name: string }[] } }>(
    '{ types { countryList { id name } } }',
  );
  const countryId = types.data!.types.countryList.find((c) => c.name === country)!.id;
  if (!state) return { country: countryId, state: null };
  const states = await client.run<{ states: { id: number; name: string }[] }>(
    'query ($c: Int!) { states(countryId: $c) { id name } }',
    { c: countryId },
  );
  return { country: countryId, state: states.data!.states.find((s) => s.name === state)!.id };
}
