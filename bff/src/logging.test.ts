/** The BFF's request log: a reset link's token (and any other secret query parameter) never reaches it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist, startStack, type Stack } from '../test/testing.js';

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
});
