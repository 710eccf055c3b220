import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '@ffc/domain';
import { movableClock, waitForMail } from '@ffc/api/testing';
import { startStack, type Stack } from '../../test/testing.js';

/** Access tokens live this long; the API's clock is moved past it rather than waited for. */
const ACCESS_TTL_SECONDS = 60;
const clock = movableClock();
const expireAccessTokens = () => clock.advance((ACCESS_TTL_SECONDS + 1) * 1000);

const ME = '{ me { id username email roles } }';

describe('session through the BFF and the real API', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  it('logs in, relaying each API cookie as its own Set-Cookie header without Domain', async () => {
    const client = stack.client();
    const answer = await client.login('moderator');
    expect(answer.data).toEqual({ login: { id: 2, username: 'moderator', roles: ['ROLE_MODERATOR', 'ROLE_USER'] } });
    expect(answer.setCookies).toHaveLength(2);
    expect(answer.setCookies.map((c) => c.split('=')[0])).toEqual(['ffc_access', 'ffc_refresh']);
    for (const line of answer.setCookies) {
      expect(line).toMatch(/HttpOnly/);
      expect(line).not.toMatch(/Domain=/i);
    }
    expect((await client.run(ME)).data).toEqual({
      me: { id: 2, username: 'moderator', email: 'moderator@example.org', roles: ['ROLE_MODERATOR', 'ROLE_USER'] },
    });
  });

  it('answers me as null when logged out, without calling the API', async () => {
    const before = stack.calls.length;
    expect((await stack.client().run(ME)).data).toEqual({ me: null });
    expect(stack.calls.length).toBe(before);
  });

  it('logout revokes the session and clears the cookies', async () => {
    const client = stack.client();
    await client.login('member');
    const out = await client.run('mutation { logout }');
    expect(out.data).toEqual({ logout: true });
    expect(client.cookies.size).toBe(0);
    expect((await client.run(ME)).data).toEqual({ me: null });
  });

  it('turns a wrong password into UNAUTHENTICATED with status 401', async () => {
    const answer = await stack.client().run('mutation { login(username: "member", password: "wrong-pass") { id } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: M.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED', status: 401 },
    });
  });

  it('signs up with the spec rules, reporting field errors', async () => {
    const client = stack.client();
    const bad = await client.run('mutation ($i: SignupInput!) { signup(input: $i) }', {
      i: { username: 'abc', password: 'secret1', email: 'x@example.org' },
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      fieldErrors: [{ field: 'username', message: 'Username must be at least 6 characters' }],
    });
    const duplicate = await client.run('mutation ($i: SignupInput!) { signup(input: $i) }', {
      i: { username: 'member', password: 'secret1', email: 'member2@example.org' },
    });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', status: 400 });
    const ok = await client.run('mutation ($i: SignupInput!) { signup(input: $i) }', {
      i: { username: 'bffsignup', password: 'secret1', email: 'bffsignup@example.org' },
    });
    expect(ok.data).toEqual({ signup: true });
    await client.login('bffsignup', 'secret1');
  });

  it('sends the forgotten username to the outbox', async () => {
    const answer = await stack.client().run('mutation { forgotUsername(email: "moderator@example.org") }');
    expect(answer.data).toEqual({ forgotUsername: true });
    const [mail] = await waitForMail(stack.api.ctx, 'moderator@example.org', 'Your ');
    expect(mail!.text).toContain('The username for this email address is: moderator');
  });

  it('resets the own password, and lets an administrator reset another', async () => {
    const client = stack.client();
    await client.run(
      'mutation { signup(input: {username: "resetme", password: "first1", email: "resetme@example.org"}) }',
    );
    await client.login('resetme', 'first1');
    const mismatch = await client.run(
      'mutation { resetPassword(input: {username: "resetme", email: "no@example.org", newPassword: "second2"}) }',
    );
    expect(mismatch.errors?.[0]?.message).toBe(M.resetMismatch);
    const ok = await client.run(
      'mutation { resetPassword(input: {username: "resetme", email: "resetme@example.org", newPassword: "second2"}) }',
    );
    expect(ok.data).toEqual({ resetPassword: true });
    const admin = stack.client();
    await admin.login('administrator');
    const byAdmin = await admin.run(
      'mutation { adminResetPassword(input: {username: "resetme", email: "resetme@example.org", newPassword: "third33"}) }',
    );
    expect(byAdmin.data).toEqual({ adminResetPassword: true });
    // The administrator's reset ended the person's sessions, this device's too.
    expect((await client.run('{ profile { id } }')).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const again = stack.client();
    await again.login('resetme', 'third33');
    const byMember = await again.run(
      'mutation { adminResetPassword(input: {username: "member", email: "member@example.org", newPassword: "hacked1"}) }',
    );
    expect(byMember.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('the one refresh after a 401', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ api: { accessTokenTtlSeconds: ACCESS_TTL_SECONDS }, clock: clock.now });
  });
  afterAll(() => stack.close());

  it('refreshes once for the whole request when the access token has expired, retries, and relays the new cookies', async () => {
    const client = stack.client();
    await client.login('member');
    const oldAccess = client.cookies.get('ffc_access');
    expireAccessTokens();
    stack.calls.length = 0;
    const answer = await client.run('{ me { username } profile { username } again: profile { email } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({
      me: { username: 'member' },
      profile: { username: 'member' },
      again: { email: 'member@example.org' },
    });
    expect(stack.calls.filter((c) => c === 'POST /auth/refresh')).toHaveLength(1);
    expect(answer.setCookies.some((c) => c.startsWith('ffc_access='))).toBe(true);
    expect(client.cookies.get('ffc_access')).not.toBe(oldAccess);
  });

  it('refreshes during a mutation too', async () => {
    const client = stack.client();
    await client.login('member');
    expireAccessTokens();
    const answer = await client.run('mutation { updateProfile(input: {name: "Refreshed Mel"}) { name } }');
    expect(answer.data).toEqual({ updateProfile: { name: 'Refreshed Mel' } });
  });

  it('answers UNAUTHENTICATED when the refresh fails, and me as null', async () => {
    const client = stack.client();
    client.cookies.set('ffc_access', 'forged');
    client.cookies.set('ffc_refresh', 'revoked-or-unknown');
    const answer = await client.run('{ profile { id } }');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    client.cookies.set('ffc_access', 'forged');
    client.cookies.set('ffc_refresh', 'revoked-or-unknown');
    expect((await client.run(ME)).data).toEqual({ me: null });
  });
});
