/**
 * Helpful votes through GraphQL, over real HTTP to the real API: `voteHelpful`, the review's
 * `helpfulCount` and `votedHelpful`, and an entry's `reviews(order: helpful)`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

interface Card {
  id: number;
  name: string;
  createdByUsername: string;
  helpfulCount: number;
  votedHelpful: boolean;
}

const VOTE =
  'mutation ($id: Int!, $helpful: Boolean!) { voteHelpful(kind: BUSINESS, id: $id, helpful: $helpful) { id kind parentId helpfulCount votedHelpful } }';
const REVIEWS =
  'query ($order: ReviewOrder) { business(id: 1) { reviews(order: $order) { content { id name createdByUsername helpfulCount votedHelpful } } } }';

describe('helpful votes', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let administrator: GraphQLClient;
  /** Clear Air Cafe's reviews (demo data), by author. */
  let byAuthor: Record<string, Card>;

  const reviews = async (client: GraphQLClient, order?: string) => {
    const answer = await client.run<{ business: { reviews: { content: Card[] } } }>(REVIEWS, order ? { order } : {});
    expect(answer.errors).toBeUndefined();
    return answer.data!.business.reviews.content;
  };

  beforeAll(async () => {
    stack = await startStack();
    [member, administrator] = await stack.loggedIn('member', 'administrator');
    byAuthor = Object.fromEntries((await reviews(stack.client())).map((r) => [r.createdByUsername, r]));
  });
  afterAll(() => stack.close());

  it('marks a review helpful, answers the review tagged with its kind and entry, and takes the vote back', async () => {
    const target = byAuthor.moderator!;
    const voted = await member.run<{ voteHelpful: Record<string, unknown> }>(VOTE, { id: target.id, helpful: true });
    expect(voted.errors).toBeUndefined();
    expect(voted.data?.voteHelpful).toEqual({
      id: target.id,
      kind: 'BUSINESS',
      parentId: 1,
      helpfulCount: target.helpfulCount + 1,
      votedHelpful: true,
    });
    // Each reader hears their own vote.
    expect((await reviews(member)).find((r) => r.id === target.id)).toMatchObject({ votedHelpful: true });
    expect((await reviews(stack.client())).find((r) => r.id === target.id)).toMatchObject({
      helpfulCount: target.helpfulCount + 1,
      votedHelpful: false,
    });
    const back = await member.run<{ voteHelpful: Record<string, unknown> }>(VOTE, { id: target.id, helpful: false });
    expect(back.data?.voteHelpful).toMatchObject({ helpfulCount: target.helpfulCount, votedHelpful: false });
  });

  it('puts the most helpful review first when asked, newest first otherwise, reading it ahead with the entry', async () => {
    const older = byAuthor.moderator!;
    await member.run(VOTE, { id: older.id, helpful: true });
    const newest = (await reviews(member)).map((r) => r.id);
    const helpful = await reviews(member, 'helpful');
    expect(helpful[0]).toMatchObject({ id: older.id, votedHelpful: true });
    expect(newest[0]).not.toBe(older.id);
    // The page in that order is read once, ahead with the entry.
    stack.calls.length = 0;
    await reviews(member, 'helpful');
    expect(stack.calls.sort()).toEqual(['GET /businesses/1', 'GET /businesses/1/reviews?page=0&order=helpful']);
    await member.run(VOTE, { id: older.id, helpful: false });
  });

  it("refuses a vote on one's own review with the domain's message, and a vote when logged out", async () => {
    const own = await administrator.run(VOTE, { id: byAuthor.administrator!.id, helpful: true });
    expect(own.errors?.[0]).toMatchObject({
      message: M.ownReviewVote,
      extensions: { code: 'BAD_REQUEST', status: 400 },
    });
    const anonymous = await stack.client().run(VOTE, { id: byAuthor.moderator!.id, helpful: true });
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const missing = await member.run(VOTE, { id: 999_999, helpful: true });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
