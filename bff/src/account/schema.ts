/** The session: who is logged in, and the account mutations (login, logout, signup, forgot, resets). */
import {
  forgotUsernameSchema,
  loginSchema,
  resetPasswordSchema,
  sessionUser,
  signupSchema,
  type SessionUser,
} from '@ffc/domain';
import { RestError } from '../rest/errors.js';
import { builder } from '../builder/builder.js';
import { LanguageEnum } from './language.js';
import { inputFieldsOf, objectFieldsOf } from '../builder/derive.js';

export const SessionUserRef = builder.objectRef<SessionUser>('SessionUser').implement({
  description: 'The logged-in user as the login answered: id, username, email and roles.',
  fields: (t) =>
    objectFieldsOf('SessionUser', sessionUser, {
      language: t.expose('language', { type: LanguageEnum, nullable: true }),
    }),
});

// The signup and reset forms send every field: each is required, and the domain's rules check them.
const SignupInput = builder
  .inputType('SignupInput', { fields: (t) => inputFieldsOf('SignupInput', t, signupSchema, {}, { required: true }) })
  .validate(signupSchema);

const ResetPasswordInput = builder
  .inputType('ResetPasswordInput', {
    fields: (t) => inputFieldsOf('ResetPasswordInput', t, resetPasswordSchema, {}, { required: true }),
  })
  .validate(resetPasswordSchema);

builder.queryFields((t) => ({
  me: t.field({
    type: SessionUserRef,
    nullable: true,
    description: 'The logged-in user, or null when there is no valid session even after a refresh.',
    resolve: async (_root, _args, { rest }) => {
      if (!rest.hasSession) return null;
      try {
        const profile = await rest.profile();
        return {
          id: profile.id,
          username: profile.username,
          email: profile.email,
          roles: profile.roles ?? [],
          language: profile.language,
        };
      } catch (error) {
        if (error instanceof RestError && error.status === 401) return null;
        throw error;
      }
    },
  }),
}));

builder.mutationFields((t) => ({
  login: t.field({
    type: SessionUserRef,
    args: t.validate(
      { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
      loginSchema,
    ),
    resolve: (_root, { username, password }, { rest }) => rest.login(username, password),
  }),
  logout: t.boolean({
    description: 'Revokes the session and clears its cookies; true even when there was none.',
    resolve: async (_root, _args, { rest }) => {
      await rest.logout();
      return true;
    },
  }),
  signup: t.boolean({
    args: { input: t.arg({ type: SignupInput, required: true }) },
    resolve: async (_root, { input }, { rest }) => {
      await rest.signup(input);
      return true;
    },
  }),
  forgotUsername: t.boolean({
    args: t.validate({ email: t.arg.string({ required: true }) }, forgotUsernameSchema),
    resolve: async (_root, { email }, { rest }) => {
      await rest.forgotUsername(email);
      return true;
    },
  }),
  resetPassword: t.boolean({
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, { rest }) => {
      await rest.resetPassword(input);
      return true;
    },
  }),
  adminResetPassword: t.boolean({
    authScopes: { admin: true },
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, { rest }) => {
      await rest.adminResetPassword(input);
      return true;
    },
  }),
}));
