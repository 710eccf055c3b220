/**
 * What a cache on the way may keep of a GraphQL answer, against the real API: an answer read with
 * a session, or of a person's own data, is `private, no-store` (over POST and GET alike); only an
 * anonymous answer of public reads may be kept, and it varies by Cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../server.js';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { PERSONAL_ANSWER, PUBLIC_ANSWER } from './cache-control.js';

/** Queries of a person's own data (or the session), each as the web app would send it. */
const PERSONAL_QUERIES = [
  '{ me { id } }',
  '{ profile { id email } }',
  '{ needs { __typename } }',
  '{ exportMyData }',
  '{ userLists { id } }',
  '{ sharedList(token: "no-such-token-aaaaaaaaaaaaaaaaaaaaaaaa") { name } }',
  // A public read beside a personal one: the answer as a whole is personal.
  '{ businesses { content { id } } me { id } }',
];
const PUBLIC_QUERY = '{ businesses { content { id name } } types { businessTypes { id } } }';

describe('Cache-Control of GraphQL answers', () => {
  let stack: Stack;
  let member: GraphQLClient;
  beforeAll(async () => {
    stack = await startStack({ bff: { responseCache: true } });
    [member] = await stack.loggedIn('member');
  });
  afterAll(() => stack.close());

  const cookie = () => [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  /** The query sent as a GET (as a cache on the way would see it), with or without the member's cookies. */
  const get = (query: string, signedIn: boolean) =>
    stack.bff.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(query)}`,
      headers: { [CSRF_HEADER]: '1', accept: 'application/json', ...(signedIn ? { cookie: cookie() } : {}) },
    });
  const post = (query: string, signedIn: boolean) =>
    stack.bff.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json', ...(signedIn ? { cookie: cookie() } : {}) },
      payload: { query },
    });

  it('marks every answer read with a session, or of personal data, private and never stored', async () => {
    for (const query of [...PERSONAL_QUERIES, PUBLIC_QUERY]) {
      for (const send of [get, post]) {
        const answer = await send(query, true);
        expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
        expect(answer.headers['cache-control'], query).toBe(PERSONAL_ANSWER);
      }
    }
    for (const query of PERSONAL_QUERIES) {
      const anonymous = await get(query, false);
      expect(anonymous.headers['cache-control'], query).toBe(PERSONAL_ANSWER);
    }
  });

  it('lets an anonymous answer of public reads be kept, varying by Cookie, also when it came from the cache', async () => {
    for (let i = 0; i < 2; i++) {
      stack.calls.length = 0;
      const answer = await get(PUBLIC_QUERY, false);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe(PUBLIC_ANSWER);
      expect(String(answer.headers.vary).split(/,\s*/)).toContain('Cookie');
      // The second answer came from the BFF's response cache, without the API.
      if (i === 1) expect(stack.calls).toEqual([]);
    }
  });

  it('never lets a mutation or a login answer be kept', async () => {
    const login = await stack.bff.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { [CSRF_HEADER]: '1', 'content-type': 'application/json' },
      payload: { query: 'mutation { login(username: "member", password: "demo-password") { id } }' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(PERSONAL_ANSWER);
    expect((await post('mutation { logout }', false)).headers['cache-control']).toBe(PERSONAL_ANSWER);
  });
});
