/**
 * "Helpful" votes on reviews (PUT /reviews/{kind}/{id}/helpful) and the reviews page's order,
 * through the REST API on PGlite and PostgreSQL: one vote per person per review, never on one's
 * own, the count exact in the database, and `votedHelpful` for the caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';

interface ReviewAnswer {
  id: number;
  name: string;
  helpfulCount: number;
  votedHelpful: boolean;
}

describe.each(DATABASE_ENGINES)('helpful votes on %s', (engine) => {
  let api: TestApi;
  let member: TestClient;
  let moderator: TestClient;
  let administrator: TestClient;
  let anonymous: TestClient;
  let usa: number;
  let serial = 0;

  const addBusiness = async (name: string): Promise<number> => {
    const response = await member.post('/businesses', {
      name,
      description: 'Reviewed and voted on.',
      businessType: { id: 2 },
      country: { id: usa },
      website: 'https://example.org/votes',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  const addReview = async (client: TestClient, businessId: number, name: string): Promise<number> => {
    const response = await client.post(`/businesses/${businessId}/reviews`, { name, rating: 4 });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };

  const vote = (client: TestClient, id: number, helpful: unknown, kind = 'businesses') =>
    client.put(`/reviews/${kind}/${id}/helpful`, { helpful });

  const stored = async (id: number) => {
    const [review] = await api.db.query<{ helpful_count: number }>(
      'SELECT helpful_count FROM business_reviews WHERE id = $1',
      [id],
    );
    const [votes] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM business_review_votes WHERE review_id = $1',
      [id],
    );
    return { count: review!.helpful_count, votes: votes!.n };
  };

  /** A new account, logged in (for the account-deletion case). */
  const person = async () => {
    const username = `voter${++serial}${engine}`;
    const password = `${username}-password`;
    const client = api.client();
    expect(
      (await client.post('/auth/signup', { username, password, email: `${username}@example.org` })).statusCode,
    ).toBe(201);
    await client.login(username, password);
    return { client, password };
  };

  beforeAll(async () => {
    api = await buildTestApi(engine);
    [member, moderator, administrator, anonymous] = [api.client(), api.client(), api.client(), api.client()];
    await member.login('member');
    await moderator.login('moderator');
    await administrator.login('administrator');
    ({ usa } = await isoIds(api.db, { usa: 'US' }));
  });
  afterAll(() => api.close());

  it('counts two people marking a review helpful, once each, and tells each caller whether they voted', async () => {
    const business = await addBusiness('Two Votes Cafe');
    const id = await addReview(member, business, 'Clear air all day');

    const first = await vote(moderator, id, true);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ReviewAnswer>()).toMatchObject({
      id,
      name: 'Clear air all day',
      helpfulCount: 1,
      votedHelpful: true,
      businessEntity: { id: business },
    });
    // A second vote the same way changes nothing.
    expect((await vote(moderator, id, true)).json<ReviewAnswer>().helpfulCount).toBe(1);
    expect((await vote(administrator, id, true)).json<ReviewAnswer>()).toMatchObject({
      helpfulCount: 2,
      votedHelpful: true,
    });
    expect(await stored(id)).toEqual({ count: 2, votes: 2 });

    // Each reader hears their own vote: the author and an anonymous visitor did not vote.
    const read = (client: TestClient) =>
      client.get(`/businesses/${business}/reviews/${id}`).then((r) => r.json<ReviewAnswer>());
    expect(await read(moderator)).toMatchObject({ helpfulCount: 2, votedHelpful: true });
    expect(await read(member)).toMatchObject({ helpfulCount: 2, votedHelpful: false });
    expect(await read(anonymous)).toMatchObject({ helpfulCount: 2, votedHelpful: false });
    const page = (await moderator.get(`/businesses/${business}/reviews`)).json<{ content: ReviewAnswer[] }>();
    expect(page.content).toEqual([expect.objectContaining({ id, helpfulCount: 2, votedHelpful: true })]);
  });

  it('takes a vote back, once, keeping the count exact', async () => {
    const business = await addBusiness('Taken Back Cafe');
    const id = await addReview(member, business, 'Changed my mind');
    await vote(moderator, id, true);
    await vote(administrator, id, true);
    const back = await vote(moderator, id, false);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<ReviewAnswer>()).toMatchObject({ helpfulCount: 1, votedHelpful: false });
    expect((await vote(moderator, id, false)).json<ReviewAnswer>().helpfulCount).toBe(1);
    expect(await stored(id)).toEqual({ count: 1, votes: 1 });
  });

  it('keeps the count exact when votes arrive at once', async () => {
    const business = await addBusiness('Busy Cafe');
    const id = await addReview(member, business, 'Everyone agrees');
    await Promise.all([vote(moderator, id, true), vote(administrator, id, true), vote(moderator, id, true)]);
    expect(await stored(id)).toEqual({ count: 2, votes: 2 });
  });

  it("refuses a vote on one's own review with the domain's message, and counts nothing", async () => {
    const business = await addBusiness('Own Review Cafe');
    const id = await addReview(member, business, 'My own words');
    const refused = await vote(member, id, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: M.ownReviewVote,
      errors: [{ field: 'helpful', message: M.ownReviewVote }],
    });
    expect(await stored(id)).toEqual({ count: 0, votes: 0 });
  });

  it('needs a login, a yes or no, and a review that exists in that kind', async () => {
    const business = await addBusiness('Refusals Cafe');
    const id = await addReview(member, business, 'Refused votes');
    expect((await vote(anonymous, id, true)).statusCode).toBe(401);
    const unclear = await vote(moderator, id, 'yes');
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json().errors).toEqual([{ field: 'helpful', message: M.helpfulChoice }]);
    expect((await vote(moderator, 999_999, true)).statusCode).toBe(404);
    expect((await vote(moderator, id, true, 'socials')).statusCode).toBe(404);
    expect((await vote(moderator, 0, true)).statusCode).toBe(404);
    expect(await stored(id)).toEqual({ count: 0, votes: 0 });
  });

  it('votes on home and product reviews in their own tables', async () => {
    const homes = await api.db.query<{ id: number }>('SELECT id FROM homes ORDER BY id LIMIT 1');
    const homeId = homes[0]!.id;
    const review = await member.post(`/homes/${homeId}/reviews`, { name: 'Quiet home', rating: 5 });
    // The member may have reviewed the demo home already: use whichever review is theirs.
    const mine =
      review.statusCode === 201
        ? review.json<{ id: number }>().id
        : (await member.get(`/homes/${homeId}/reviews/mine`)).json<{ id: number }>().id;
    const voted = await vote(moderator, mine, true, 'homes');
    expect(voted.statusCode, voted.body).toBe(200);
    expect(voted.json()).toMatchObject({ id: mine, homeEntity: { id: homeId }, votedHelpful: true });
    const [row] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM home_review_votes WHERE review_id = $1',
      [mine],
    );
    expect(row!.n).toBe(1);
    // A business review's id is no home review's vote.
    expect((await vote(moderator, 999_998, true, 'products')).statusCode).toBe(404);
  });

  it('orders reviews newest first by default, and most helpful first when asked', async () => {
    const business = await addBusiness('Ordered Reviews Cafe');
    const older = await addReview(moderator, business, 'Older but useful');
    const newer = await addReview(administrator, business, 'Newer');
    const newest = await addReview(member, business, 'Newest');
    await vote(member, older, true);
    await vote(administrator, older, true);
    await vote(moderator, newest, true);
    const names = async (query: string) =>
      (await anonymous.get(`/businesses/${business}/reviews${query}`))
        .json<{ content: ReviewAnswer[] }>()
        .content.map((r) => [r.id, r.helpfulCount]);
    expect(await names('')).toEqual([
      [newest, 1],
      [newer, 0],
      [older, 2],
    ]);
    expect(await names('?order=newest')).toEqual([
      [newest, 1],
      [newer, 0],
      [older, 2],
    ]);
    expect(await names('?order=helpful')).toEqual([
      [older, 2],
      [newest, 1],
      [newer, 0],
    ]);
    expect(await names('?order=helpful&size=1&page=1')).toEqual([[newest, 1]]);
    const unknown = await anonymous.get(`/businesses/${business}/reviews?order=best`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'order', message: M.unknownReviewOrder }]);
  });

  it("takes a deleted account's votes back from the reviews it marked; a deleted review takes its votes", async () => {
    const business = await addBusiness('Departed Voter Cafe');
    const id = await addReview(member, business, 'Marked by someone who left');
    const { client, password } = await person();
    await vote(client, id, true);
    await vote(moderator, id, true);
    expect(await stored(id)).toEqual({ count: 2, votes: 2 });
    expect((await client.call('DELETE', '/user', { body: { password } })).statusCode).toBe(204);
    expect(await stored(id)).toEqual({ count: 1, votes: 1 });

    expect((await member.delete(`/businesses/${business}/reviews/${id}`)).statusCode).toBe(204);
    const [left] = await api.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM business_review_votes WHERE review_id = $1',
      [id],
    );
    expect(left!.n).toBe(0);
  });
});
