/**
 * People own their accounts and moderators keep the community safe: forgot password
 * by a mailed link, one's data as a file and the deletion of one's account; roles, disabling and
 * the moderation log for administrators and moderators. Input is checked here with the API's rules.
 */
import {
  deleteAccountSchema,
  forgotPasswordSchema,
  MODERATION_ACTIONS,
  MODERATION_TARGETS,
  moderationActionName,
  resetWithTokenSchema,
  userEnabledSchema,
  userRolesSchema,
  type ModerationLogEntry,
} from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { pageType } from '../entries/fields.js';
import { UserRef } from '../account/profile.js';
import { withId } from '../builder/validate.js';

/** Spelt as the domain spells them, with `_` for GraphQL's `-`: `roles_changed` is REST's `roles-changed`. */
const ModerationActionEnum = builder.enumType('ModerationAction', {
  description: 'What a moderator or administrator did.',
  values: Object.fromEntries(MODERATION_ACTIONS.map((action) => [moderationActionName(action), { value: action }])),
});

const ModerationTargetEnum = builder.enumType('ModerationTarget', {
  description: 'What an act of moderation was done to: an entry of a kind, a review, a ticket, an account or a photo.',
  values: MODERATION_TARGETS,
});

const ModerationEntryRef = builder.objectRef<ModerationLogEntry>('ModerationLogEntry').implement({
  description: 'Who did what to whose content or account, and when.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    actorId: t.exposeInt('actorId', { nullable: true }),
    actorUsername: t.exposeString('actorUsername', { nullable: true }),
    action: t.expose('action', { type: ModerationActionEnum }),
    targetKind: t.expose('targetKind', { type: ModerationTargetEnum }),
    targetId: t.exposeInt('targetId'),
    targetName: t.exposeString('targetName', { nullable: true }),
    detail: t.exposeString('detail', { nullable: true }),
    createdDate: t.exposeString('createdDate'),
  }),
});
const ModerationPageRef = pageType('ModerationLogPage', ModerationEntryRef);

builder.queryFields((t) => ({
  exportMyData: t.string({
    authScopes: { signedIn: true },
    description: 'Everything stored about the logged-in person, as JSON (no password hash, no token).',
    resolve: async (_root, _args, { rest }) => JSON.stringify(await rest.exportMyData(), null, 2),
  }),
  moderationLog: t.field({
    authScopes: { staff: true },
    type: ModerationPageRef,
    description: 'Moderators and administrators: newest first.',
    args: { page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, { page }, { rest }) => rest.moderationLog(page ?? 0),
  }),
}));

builder.mutationFields((t) => ({
  forgotPassword: t.boolean({
    description:
      'Mails a single-use link to choose a new password, if an account has this username or email. ' +
      'The answer is the same either way.',
    args: t.validate({ login: t.arg.string({ required: true }) }, forgotPasswordSchema),
    resolve: async (_root, { login }, { rest }) => {
      await rest.forgotPassword(login);
      return true;
    },
  }),
  resetPasswordWithToken: t.boolean({
    description: "The mailed link's new password; every session of the account ends.",
    args: t.validate(
      { token: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
      resetWithTokenSchema,
    ),
    resolve: async (_root, { token, newPassword }, { rest }) => {
      await rest.resetPasswordWithToken(token, newPassword);
      return true;
    },
  }),
  deleteMyAccount: t.boolean({
    authScopes: { signedIn: true },
    description: "Deletes the logged-in person's account, sessions and reviews, with their password.",
    args: t.validate({ password: t.arg.string({ required: true }) }, deleteAccountSchema),
    resolve: async (_root, { password }, { rest }) => {
      await rest.deleteMyAccount(password);
      return true;
    },
  }),
  setUserRoles: t.field({
    authScopes: { admin: true },
    type: UserRef,
    description: 'Administrators: the roles of a user (ROLE_USER always).',
    args: t.validate(
      { id: t.arg.int({ required: true }), roles: t.arg.stringList({ required: true }) },
      withId(userRolesSchema),
    ),
    resolve: (_root, { id, roles }, { rest }) => rest.setUserRoles(id, roles),
  }),
  setUserEnabled: t.field({
    authScopes: { admin: true },
    type: UserRef,
    description: 'Administrators: disable (sessions end at once, no login) or re-enable an account.',
    args: t.validate(
      { id: t.arg.int({ required: true }), enabled: t.arg.boolean({ required: true }) },
      withId(userEnabledSchema),
    ),
    resolve: (_root, { id, enabled }, { rest }) => rest.setUserEnabled(id, enabled),
  }),
}));
