import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';
import { changedBy } from './response-cache.js';

/** The shared Redis behind a door the test can shut: the BFF's connection breaks as if Redis stopped (the machine's Redis must keep running). */
async function redisDoor(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `redis://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async shut() {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

describe('what a mutation makes stale', () => {
  it("names the entries a mutation changes and its kind's lists, and everything for a mutation it does not know", () => {
    expect(changedBy('updateBusiness', { id: 7 })).toEqual([
      { typename: 'BusinessListItem' },
      { typename: 'Business', id: 7 },
    ]);
    expect(changedBy('setHomeClosed', { id: 3, mergedIntoId: 4 })).toEqual([
      { typename: 'HomeListItem' },
      { typename: 'Home', id: 3 },
      { typename: 'Home', id: 4 },
    ]);
    expect(changedBy('createReview', { kind: 'PRODUCT', parentId: 9 })).toEqual([
      { typename: 'ProductListItem' },
      { typename: 'Product', id: 9 },
    ]);
    expect(changedBy('reportEntry', { kind: 'socials', id: 2 })).toEqual([
      { typename: 'SocialListItem' },
      { typename: 'Social', id: 2 },
    ]);
    expect(changedBy('deletePhoto', { id: 5 })).toEqual([{ typename: 'Photo', id: 5 }]);
    expect(changedBy('login', {})).toEqual([]);
    expect(changedBy('deleteMyAccount', {})).toBe('all');
  });
});

describe('the response cache, in this process', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ bff: { responseCache: true } });
  });
  afterAll(() => stack.close());

  it("keeps no mutation's answer: a second anonymous login reaches the API and gets its session cookies", async () => {
    for (const browser of [stack.client(), stack.client()]) {
      stack.calls.length = 0;
      const login = await browser.login('member');
      expect(stack.calls).toContain('POST /auth/login');
      expect(login.setCookies.map((line) => line.split('=')[0])).toEqual(['ffc_access', 'ffc_refresh']);
      const me = await browser.run<{ me: { username: string } | null }>('{ me { username } }');
      expect(me.data?.me?.username).toBe('member');
    }
  });
});

describe('the response cache and a change of needs', () => {
  let stack: Stack;
  let member: GraphQLClient;
  /** The business the member reviews, and another nobody here reviews. */
  let reviewed: number;
  let other: number;
  const DETAIL = 'query ($id: Int!) { business(id: $id) { id reviews { content { id reviewerNeeds } } } }';
  const UPDATE = 'mutation ($i: NeedsInput!) { updateNeeds(input: $i) { businesses showWithReviews } }';
  type Detail = { business: { reviews: { content: { reviewerNeeds: string[] | null }[] } } };

  beforeAll(async () => {
    stack = await startStack({ bff: { responseCache: true } });
    [member] = await stack.loggedIn('member');
    const oregon = await placeIds(member, 'United States', 'Oregon');
    const add = async (name: string) => {
      const created = await member.run<{ createBusiness: { id: number } }>(
        'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id } }',
        {
          i: {
            name,
            description: 'Checked.',
            businessTypeId: 2,
            city: 'Bend',
            stateId: oregon.state,
            countryId: oregon.country,
            website: 'https://example.org/needs',
          },
        },
      );
      return created.data!.createBusiness.id;
    };
    [reviewed, other] = [await add('Needs Shown Here Cafe'), await add('Nobody Reviewed Here Cafe')];
    // The member's needs, shown with their reviews.
    await member.run(UPDATE, { i: { businesses: ['unscented-soap'], showWithReviews: true } });
    const review = await member.run(
      'mutation ($p: Int!) { createReview(kind: BUSINESS, parentId: $p, input: { name: "Calm", rating: 5 }) { id } }',
      { p: reviewed },
    );
    expect(review.errors).toBeUndefined();
  });
  afterAll(() => stack.close());

  /** Reads both pages anonymously; the REST calls it took. */
  const readBoth = async () => {
    stack.calls.length = 0;
    const page = await stack.client().run<Detail>(DETAIL, { id: reviewed });
    await stack.client().run(DETAIL, { id: other });
    return { calls: [...stack.calls], page };
  };

  it('drops only the pages showing the person’s needs, and nothing when nothing shown changed', async () => {
    await readBoth();
    expect((await readBoth()).calls).toEqual([]);

    // Saved again as they are: nothing any page shows changed, so every kept answer stays.
    expect((await member.run(UPDATE, { i: { businesses: ['unscented-soap'], showWithReviews: true } })).errors).toBe(
      undefined,
    );
    expect((await readBoth()).calls).toEqual([]);
    // A change of needs at homes, where the member's reviews here show nothing, changes no business page.
    await member.run(UPDATE, { i: { businesses: ['unscented-soap'], homes: ['no-smoking'], showWithReviews: true } });
    expect((await readBoth()).calls).toEqual([]);

    // Needs at businesses change: the reviewed business's page is read afresh and shows them; the other is kept.
    await member.run(UPDATE, {
      i: { businesses: ['no-air-fresheners'], homes: ['no-smoking'], showWithReviews: true },
    });
    const after = await readBoth();
    expect(after.calls.filter((call) => call.startsWith(`GET /businesses/${reviewed}`)).length).toBeGreaterThan(0);
    expect(after.calls.filter((call) => call.startsWith(`GET /businesses/${other}`))).toEqual([]);
    expect(after.page.data!.business.reviews.content.map((r) => r.reviewerNeeds)).toContainEqual(['no-air-fresheners']);

    // Cleared: the same page again.
    await member.run('mutation { clearNeeds { businesses } }');
    const cleared = await readBoth();
    expect(cleared.calls.filter((call) => call.startsWith(`GET /businesses/${reviewed}`)).length).toBeGreaterThan(0);
    expect(cleared.page.data!.business.reviews.content.every((r) => r.reviewerNeeds === null)).toBe(true);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('the response cache, in Redis', () => {
  let door: Awaited<ReturnType<typeof redisDoor>>;
  let stack: Stack;
  let member: GraphQLClient;
  let id: number;
  const LIST =
    'query ($f: BusinessFilter) { businesses(filter: $f) { totalElements content { id name reviewCount } } }';
  const DETAIL = 'query ($id: Int!) { business(id: $id) { id name reviewCount } }';
  const search = { f: { searchText: 'kept answer clean air' } };
  type Listed = { businesses: { totalElements: number; content: { id: number; name: string; reviewCount: number }[] } };
  type Detail = { business: { id: number; reviewCount: number } };

  beforeAll(async () => {
    door = await redisDoor(process.env.TEST_REDIS_URL!);
    stack = await startStack({
      bff: { responseCache: true, redisUrl: door.url, redisKeyPrefix: `ffc-test-answers-${Date.now()}:` },
    });
    [member] = await stack.loggedIn('member');
    const oregon = await placeIds(member, 'United States', 'Oregon');
    const created = await member.run<{ createBusiness: { id: number } }>(
      'mutation ($i: BusinessInput!) { createBusiness(input: $i) { id } }',
      {
        i: {
          name: 'Kept Answer Clean Air Shop',
          description: 'Checked.',
          businessTypeId: 2,
          city: 'Bend',
          stateId: oregon.state,
          countryId: oregon.country,
          website: 'https://example.org/kept',
        },
      },
    );
    id = created.data!.createBusiness.id;
  });
  afterAll(async () => {
    await stack.close();
    await door.shut();
  });

  it('serves an anonymous read again without the API, until a mutation of its kind changes it', async () => {
    const anonymous = stack.client();
    stack.calls.length = 0;
    const first = await anonymous.run<Listed>(LIST, search);
    expect(first.data!.businesses.content).toEqual([{ id, name: 'Kept Answer Clean Air Shop', reviewCount: 0 }]);
    expect(stack.calls).toHaveLength(1);
    const detail = await anonymous.run<Detail>(DETAIL, { id });
    expect(detail.data!.business.reviewCount).toBe(0);

    stack.calls.length = 0;
    expect((await stack.client().run(LIST, search)).data).toEqual(first.data);
    expect((await stack.client().run(DETAIL, { id })).data).toEqual(detail.data);
    expect(stack.calls).toEqual([]);

    // A signed-in person's review changes the entry's page and the lists that show it.
    const review = await member.run(
      'mutation ($p: Int!) { createReview(kind: BUSINESS, parentId: $p, input: { name: "Clear air", rating: 5 }) { id } }',
      { p: id },
    );
    expect(review.errors).toBeUndefined();
    stack.calls.length = 0;
    expect((await anonymous.run<Listed>(LIST, search)).data!.businesses.content[0]!.reviewCount).toBe(1);
    expect((await anonymous.run<Detail>(DETAIL, { id })).data!.business.reviewCount).toBe(1);
    expect(stack.calls).toHaveLength(2);
  });

  it('never serves nor keeps a signed-in read', async () => {
    await stack.client().run(LIST, search);
    stack.calls.length = 0;
    await member.run(LIST, search);
    expect(stack.calls).toHaveLength(1);
    // What a signed-in person read first is not there for the next visitor.
    const own = { f: { searchText: 'kept answer clean' } };
    await member.run(LIST, own);
    stack.calls.length = 0;
    await stack.client().run(LIST, own);
    expect(stack.calls).toHaveLength(1);
  });

  it('answers while Redis is away, from the API', async () => {
    await door.shut();
    stack.calls.length = 0;
    const answer = await stack.client().run<Listed>(LIST, search);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.businesses.content[0]!.id).toBe(id);
    const again = await stack.client().run<Detail>(DETAIL, { id });
    expect(again.data!.business.id).toBe(id);
    expect(stack.calls).toHaveLength(2);
  });
});
