/** Accounts and moderation through GraphQL and the real API (api/src/users/account.test.ts has the REST cases). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, ROLE_MODERATOR, ROLE_USER } from '@ffc/domain';
import { waitForResetToken } from '@ffc/api/testing';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

describe('accounts and moderation through GraphQL', () => {
  let stack: Stack;
  let admin: GraphQLClient;
  beforeAll(async () => {
    stack = await startStack();
    admin = stack.client();
    await admin.login('administrator');
  });
  afterAll(() => stack.close());

  async function signedUp(username: string): Promise<{ client: GraphQLClient; id: number }> {
    const client = stack.client();
    const signup = await client.run('mutation ($i: SignupInput!) { signup(input: $i) }', {
      i: { username, email: `${username}@example.org`, password: `${username}-password` },
    });
    expect(signup.errors).toBeUndefined();
    await client.login(username, `${username}-password`);
    const me = await client.run<{ profile: { id: number } }>('{ profile { id } }');
    return { client, id: me.data!.profile.id };
  }

  it('mails a reset link for a username or email, the same answer either way, and the link sets a new password once', async () => {
    const { client } = await signedUp('graphreset');
    for (const login of ['graphreset', 'nobody-here']) {
      const answer = await stack.client().run('mutation ($l: String!) { forgotPassword(login: $l) }', { l: login });
      expect(answer).toMatchObject({ data: { forgotPassword: true } });
    }
    const token = await waitForResetToken(stack.api.ctx, 'graphreset@example.org');
    const reset = (newPassword: string) =>
      stack.client().run('mutation ($t: String!, $p: String!) { resetPasswordWithToken(token: $t, newPassword: $p) }', {
        t: token,
        p: newPassword,
      });
    expect((await reset('x')).errors?.[0]?.extensions.fieldErrors).toContainEqual({
      field: 'newPassword',
      message: expect.any(String),
    });
    expect((await reset('graph-new-password')).data).toEqual({ resetPasswordWithToken: true });
    expect((await client.run('{ profile { id } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    const again = await reset('graph-other-password');
    expect(again.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'token', message: M.resetLinkInvalid }]);
    expect(
      (await stack.client().run('mutation { forgotPassword(login: "") }')).errors?.[0]?.extensions.fieldErrors,
    ).toEqual([{ field: 'login', message: 'Username or email is required' }]);
  });

  it('exports the data as JSON without secrets, and deletes the account with its password', async () => {
    const { client } = await signedUp('graphgone');
    const exported = await client.run<{ exportMyData: string }>('{ exportMyData }');
    const data = JSON.parse(exported.data!.exportMyData) as { profile: { username: string } };
    expect(data.profile.username).toBe('graphgone');
    expect(exported.data!.exportMyData).not.toMatch(/password_hash|token_hash/);
    const wrong = await client.run('mutation { deleteMyAccount(password: "not-it-at-all") }');
    expect(wrong.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'password', message: M.wrongPassword }]);
    expect((await client.run('mutation { deleteMyAccount(password: "graphgone-password") }')).data).toEqual({
      deleteMyAccount: true,
    });
    expect((await client.run('{ profile { id } }')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lets an administrator set roles and disable an account, and moderators read the log', async () => {
    const { id } = await signedUp('graphmod');
    const roles = await admin.run<{ setUserRoles: { roles: string[] } }>(
      'mutation ($id: Int!, $r: [String!]!) { setUserRoles(id: $id, roles: $r) { roles } }',
      { id, r: [ROLE_USER, ROLE_MODERATOR] },
    );
    expect(roles.data?.setUserRoles.roles).toEqual([ROLE_MODERATOR, ROLE_USER]);
    const disabled = await admin.run<{ setUserEnabled: { enabled: boolean } }>(
      'mutation ($id: Int!) { setUserEnabled(id: $id, enabled: false) { enabled } }',
      { id },
    );
    expect(disabled.data?.setUserEnabled.enabled).toBe(false);
    const login = await stack
      .client()
      .run('mutation { login(username: "graphmod", password: "graphmod-password") { id } }');
    expect(login.errors?.[0]?.message).toBe(M.accountDisabled);
    const member = stack.client();
    await member.login('member');
    expect(
      (await member.run('mutation ($id: Int!) { setUserEnabled(id: $id, enabled: true) { id } }', { id })).errors?.[0]
        ?.extensions.code,
    ).toBe('FORBIDDEN');
    expect((await member.run('{ moderationLog { totalElements } }')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const moderator = stack.client();
    await moderator.login('moderator');
    const log = await moderator.run<{
      moderationLog: { content: { actorUsername: string; action: string; targetName: string }[] };
    }>('{ moderationLog { content { actorUsername action targetName } } }');
    expect(log.data?.moderationLog.content.slice(0, 2)).toEqual([
      { actorUsername: 'administrator', action: 'disabled', targetName: 'graphmod' },
      { actorUsername: 'administrator', action: 'roles_changed', targetName: 'graphmod' },
    ]);
  });
});
