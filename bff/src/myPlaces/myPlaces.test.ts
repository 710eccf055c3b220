/**
 * My places through the BFF and the real API over HTTP: a person's lists, saving an entry and
 * reading it back with its path, a share link anyone can open, and nobody else's lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MY_PLACES } from '@ffc/domain';
import { demoBusinessId, startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

const LISTS = `query ($kind: EntryCollection, $entryId: Int) {
  userLists(kind: $kind, entryId: $entryId) { id name builtin entryCount holds sharedSince }
}`;

interface Lists {
  userLists: { id: number; name: string; builtin: string | null; entryCount: number; holds: boolean | null }[];
}

describe('my places through the BFF', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let moderator: GraphQLClient;
  let businessId: number;

  beforeAll(async () => {
    stack = await startStack();
    [member, moderator] = await stack.loggedIn('member', 'moderator');
    businessId = await demoBusinessId(member, 'Clear Air Cafe');
  });
  afterAll(() => stack.close());

  it('answers the built-in lists, saves an entry and reads it back with its path', async () => {
    const lists = await member.run<Lists>(LISTS, {});
    expect(lists.data!.userLists.map((l) => l.builtin)).toEqual(['safe', 'try']);
    const safe = lists.data!.userLists[0]!;
    const saved = await member.run(
      'mutation ($id: Int!, $e: Int!) { addToUserList(id: $id, kind: businesses, entryId: $e) { entryCount } }',
      { id: safe.id, e: businessId },
    );
    expect(saved.data).toEqual({ addToUserList: { entryCount: 1 } });
    const holding = await member.run<Lists>(LISTS, { kind: 'businesses', entryId: businessId });
    expect(holding.data!.userLists.map((l) => l.holds)).toEqual([true, false]);
    const read = await member.run('query ($id: Int!) { userList(id: $id) { name entries { kind id name path } } }', {
      id: safe.id,
    });
    expect(read.data).toEqual({
      userList: {
        name: 'Safe for me',
        entries: [{ kind: 'businesses', id: businessId, name: 'Clear Air Cafe', path: `/businesses/${businessId}` }],
      },
    });
    // Nobody else reaches it.
    const other = await moderator.run('query ($id: Int!) { userList(id: $id) { name } }', { id: safe.id });
    expect(other.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const anonymous = await stack.client().run(LISTS, {});
    expect(anonymous.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a blank name at its field before calling the API', async () => {
    const before = stack.calls.length;
    const refused = await member.run('mutation { createUserList(name: "  ") { id } }');
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: [{ field: 'name', message: MY_PLACES.nameRequired }],
    });
    expect(stack.calls.length).toBe(before);
  });

  it('shares a list by a link anyone opens, until it is stopped', async () => {
    const lists = await member.run<Lists>(LISTS, {});
    const safe = lists.data!.userLists[0]!;
    const shared = await member.run<{ shareUserList: { shareToken: string } }>(
      'mutation ($id: Int!) { shareUserList(id: $id, shared: true) { shareToken sharedSince } }',
      { id: safe.id },
    );
    const token = shared.data!.shareUserList.shareToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const SHARED = 'query ($t: String!) { sharedList(token: $t) { name entries { name path } } }';
    expect((await stack.client().run(SHARED, { t: token })).data).toEqual({
      sharedList: { name: 'Safe for me', entries: [{ name: 'Clear Air Cafe', path: `/businesses/${businessId}` }] },
    });
    await member.run('mutation ($id: Int!) { shareUserList(id: $id, shared: false) { id } }', { id: safe.id });
    expect((await stack.client().run(SHARED, { t: token })).data).toEqual({ sharedList: null });
  });
});
