/**
 * The BFF's request log: a reset link's token (and any other secret query parameter), a shared
 * list's link token however the address spells it, and a GraphQL request's secret arguments never
 * reach it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, startStack, type Stack } from '../test/testing.js';
import { CSRF_HEADER } from './server.js';
import { redactGraphqlAddress } from './logging.js';

describe("the BFF's log", () => {
  let stack: Stack;
  const lines: string[] = [];
  beforeAll(async () => {
    stack = await startStack({
      bff: { webDist: await fakeWebDist(), logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => stack.close());

  it("records a shared list's page and API call without its link token", async () => {
    const secret = 'SECRETsharetoken0123456789abcdef';
    const page = await stack.bff.app.inject({ url: `/shared/${secret}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const answer = await stack.client().run('query ($t: String!) { sharedList(token: $t) { name } }', { t: secret });
    expect(answer.data).toEqual({ sharedList: null });
    const logged = lines.join('');
    expect(logged).toContain('"url":"/shared/[redacted]"');
    expect(logged).not.toContain(secret);
  });

  it('records a reset-password page load without the token in its address', async () => {
    const secret = 'SECRET-reset-token-0123456789abcdefghijklmnopqrstuvwxyz';
    const response = await stack.bff.app.inject({
      url: `/reset-password?token=${secret}&utm_source=mail`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('app shell');
    const logged = lines.join('');
    expect(logged).toContain('"url":"/reset-password?token=[redacted]&utm_source=mail"');
    expect(logged).not.toContain(secret);
  });

  it("keeps a shared list's token out however the page's address spells it", async () => {
    const secret = 'SECRETspelledtoken0123456789abcd';
    for (const path of [`/Shared/${secret}`, `/%73hared/${secret}`, `//shared//${secret}`, `/SHARED/${secret}/`]) {
      lines.length = 0;
      await stack.bff.app.inject({ url: path, headers: { accept: 'text/html' } });
      const logged = lines.join('');
      expect(logged, path).toContain('[redacted]');
      expect(logged, path).not.toContain(secret);
    }
  });

  it("keeps secret GraphQL arguments out of a GET request's address, literal or variable", async () => {
    const secret = 'SECRETgraphqltoken0123456789abcd';
    const asked = [
      `{ sharedList(token: "${secret}") { name } }`,
      `query Shared($t: String!) { sharedList(token: $t) { name } }`,
      `query Shared($list: String!) { sharedList(token: $list) { name } }`,
    ];
    for (const query of asked) {
      lines.length = 0;
      const variables = query.includes('$t') ? { t: secret } : query.includes('$list') ? { list: secret } : {};
      const answer = await stack.bff.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
        headers: { [CSRF_HEADER]: '1', accept: 'application/json' },
      });
      expect(answer.json(), query).toEqual({ data: { sharedList: null } });
      const logged = lines.join('');
      expect(logged, query).toContain('sharedList');
      expect(logged, query).not.toContain(secret);
    }
  });
});

describe('a GraphQL address as the log shows it', () => {
  it('redacts secret arguments and input fields, keeps the rest, and redacts what it cannot read', () => {
    const shown = (query: string, variables?: object) =>
      decodeURIComponent(
        redactGraphqlAddress(
          `/graphql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`,
        ).replace(/\+/g, ' '),
      );
    expect(shown('{ sharedList(token: "abc") { name } businesses(page: 2) { totalPages } }')).toContain(
      'sharedList(token: "[redacted]")',
    );
    expect(shown('{ businesses(page: 2) { totalPages } }')).toContain('businesses(page: 2)');
    const reset = shown('mutation ($p: String!) { resetPasswordWithToken(token: "t1", newPassword: $p) }', {
      p: 'hunter22',
    });
    expect(reset).not.toContain('t1"');
    expect(reset).not.toContain('hunter22');
    const admin = shown(
      'mutation { adminResetPassword(input: { username: "ann", email: "a@b.c", newPassword: "pw123456" }) }',
    );
    expect(admin).toContain('username: "ann"');
    expect(admin).not.toContain('pw123456');
    expect(shown('{ sharedList(token: "abc"', { t: 'x' })).toBe('/graphql?query=[redacted]&variables=[redacted]');
  });
});
