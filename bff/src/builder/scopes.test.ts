/**
 * Who may ask for what, declared once per field with scope-auth: the table the API's route guards
 * hold, refusals worded as the API's, and no REST call where none is needed. As in the API, who
 * may ask is checked before what they sent (`authorizeFirst`): a caller who may not ask is refused,
 * whatever their input.
 */
import { M } from '@ffc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../test/testing.js';
import { schema } from '../schema.js';
import { builder } from './builder.js';

/** Each Query and Mutation field that needs a scope, as `name: scope`. */
function declaredScopes(): Record<string, string> {
  const table: Record<string, string> = {};
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const [name, field] of Object.entries(type?.getFields() ?? {})) {
      const options: unknown = field.extensions.pothosOptions;
      if (!options || typeof options !== 'object' || !('authScopes' in options)) continue;
      const scopes = options.authScopes;
      if (scopes && typeof scopes === 'object') table[name] = Object.keys(scopes).join(' ');
    }
  }
  return table;
}

describe('scopes', () => {
  it("declares the API's guard on every field whose REST route has one", () => {
    expect(declaredScopes()).toEqual({
      // Administrators (the API's `admins`).
      users: 'admin',
      setUserRoles: 'admin',
      setUserEnabled: 'admin',
      adminResetPassword: 'admin',
      deleteSupportTicket: 'admin',
      // Moderators and administrators (`staff`).
      moderationLog: 'staff',
      reports: 'staff',
      resolveReport: 'staff',
      supportTickets: 'staff',
      supportTicket: 'staff',
      updateSupportTicket: 'staff',
      revertEntry: 'staff',
      ...Object.fromEntries(['Business', 'Home', 'Product', 'Social'].map((type) => [`set${type}Closed`, 'staff'])),
      // Anyone signed in (`signedIn`).
      ...Object.fromEntries(
        ['Business', 'Home', 'Product', 'Social'].flatMap((type) => [
          [`create${type}`, 'signedIn'],
          [`update${type}`, 'signedIn'],
          [`delete${type}`, 'signedIn'],
        ]),
      ),
      ...Object.fromEntries(
        ['Business', 'Home', 'Product', 'Social'].map((t) => [`check${t}Accommodations`, 'signedIn']),
      ),
      profile: 'signedIn',
      updateProfile: 'signedIn',
      needs: 'signedIn',
      updateNeeds: 'signedIn',
      clearNeeds: 'signedIn',
      userLists: 'signedIn',
      userList: 'signedIn',
      createUserList: 'signedIn',
      renameUserList: 'signedIn',
      deleteUserList: 'signedIn',
      addToUserList: 'signedIn',
      removeFromUserList: 'signedIn',
      shareUserList: 'signedIn',
      watches: 'signedIn',
      watch: 'signedIn',
      unwatch: 'signedIn',
      notifications: 'signedIn',
      unreadNotifications: 'signedIn',
      markNotificationsRead: 'signedIn',
      areaWatches: 'signedIn',
      watchArea: 'signedIn',
      unwatchArea: 'signedIn',
      subscribePush: 'signedIn',
      pushSubscriptions: 'signedIn',
      unsubscribePush: 'signedIn',
      notificationSettings: 'signedIn',
      updateNotificationSettings: 'signedIn',
      clearProfile: 'signedIn',
      sendEmailConfirmation: 'signedIn',
      exportMyData: 'signedIn',
      deleteMyAccount: 'signedIn',
      resetPassword: 'signedIn',
      createReview: 'signedIn',
      updateReview: 'signedIn',
      deleteReview: 'signedIn',
      voteHelpful: 'signedIn',
      reportEntry: 'signedIn',
      reportPhoto: 'signedIn',
      deletePhoto: 'signedIn',
      createSupportTicket: 'signedIn',
      geocode: 'signedIn',
    });
  });

  it('knows only the scopes the API has', () => {
    builder.mutationField('scopeTypeFixture', (t) =>
      t.boolean({
        // @ts-expect-error: a scope the API does not have is a compile error, not a field anyone may ask.
        authScopes: { owner: true },
        resolve: () => true,
      }),
    );
    expect(declaredScopes()).not.toHaveProperty('scopeTypeFixture');
  });
});

describe('refusals', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack.close());

  const setRoles = 'mutation { setUserRoles(id: 1, roles: ["ROLE_USER"]) { id } }';

  it('tells an anonymous caller to log in, without asking the API', async () => {
    const before = stack.calls.length;
    const answer = await stack.client().run(setRoles);
    expect(answer.errors?.[0]).toMatchObject({
      message: M.notLoggedIn,
      extensions: { code: 'UNAUTHENTICATED', status: 401, fieldErrors: [] },
    });
    expect(stack.calls.slice(before)).toEqual([]);
  });

  it("tells a member it is not theirs to do, from one read of the caller's roles", async () => {
    const [member] = await stack.loggedIn('member');
    const before = stack.calls.length;
    const answer = await member.run(setRoles);
    expect(answer.errors?.[0]).toMatchObject({
      message: M.forbidden,
      extensions: { code: 'FORBIDDEN', status: 403, fieldErrors: [] },
    });
    expect(stack.calls.slice(before)).toEqual(['GET /user']);
  });

  it("reads a moderator's roles once for all the staff fields of a request", async () => {
    const [moderator] = await stack.loggedIn('moderator');
    const before = stack.calls.length;
    const answer = await moderator.run(
      '{ reports { totalElements } supportTickets { totalElements } moderationLog { totalElements } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(stack.calls.slice(before).filter((call) => call === 'GET /user')).toHaveLength(1);
  });

  it('refuses a caller who may not ask before checking their input, as the API does', async () => {
    const malformed = 'mutation { setUserRoles(id: 1, roles: ["ROLE_NOBODY"]) { id } }';
    const anonymous = await stack.client().run(malformed);
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    const [member] = await stack.loggedIn('member');
    const refused = await member.run(malformed);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('checks the input of a caller who may ask, at its field', async () => {
    const [admin] = await stack.loggedIn('administrator');
    const answer = await admin.run('mutation { setUserRoles(id: 1, roles: ["ROLE_NOBODY"]) { id } }');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: [{ field: 'roles.0' }] });
  });
});
