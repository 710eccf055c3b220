/** Users: the own profile, and its edits (Clear User Data empties it). */
import { confirmEmailSchema, profileSchema, user, type User } from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { asPayload } from '../builder/validate.js';
import { inputFieldsOf, objectFieldsOf, referencesOf } from '../builder/derive.js';
import { geocodedPosition, withRefs } from '../entries/fields.js';
import { OptionRef } from '../reference/schema.js';
import { LanguageEnum } from './language.js';

// Every field of the domain's `user` answer is a field here. The API answers another person's email,
// phone, street address and position as null, so none can show more than REST gave this caller;
// `derive.test.ts` pins the list, so a new one is a decision.
export const UserRef = builder.objectRef<User>('User').implement({
  description: 'A user. Other users see no email, phone, street address or coordinates (they come back null).',
  fields: (t) =>
    objectFieldsOf('User', user, {
      state: t.expose('state', { type: OptionRef, nullable: true }),
      country: t.expose('country', { type: OptionRef, nullable: true }),
      roles: t.stringList({ resolve: (u) => u.roles ?? [] }),
      language: t.expose('language', { type: LanguageEnum, nullable: true }),
    }),
});

// The REST payload (references as `{ id }`), checked with the domain's rules.
const ProfileInput = builder
  .inputType('ProfileInput', {
    description: 'The own-profile fields; state and country are ids (null for none).',
    fields: (t) =>
      inputFieldsOf('ProfileInput', t, profileSchema, {
        language: t.field({ type: LanguageEnum, description: 'Left out: kept as it is.' }),
      }),
  })
  .validate(
    asPayload((fields: Record<string, unknown>) => withRefs(fields, referencesOf(profileSchema)), profileSchema),
  );

builder.queryFields((t) => ({
  profile: t.field({
    authScopes: { signedIn: true },
    type: UserRef,
    nullable: true,
    description: 'The own profile (GET /user).',
    resolve: (_root, _args, { rest }) => rest.profile(),
  }),
}));

builder.mutationFields((t) => ({
  updateProfile: t.field({
    authScopes: { signedIn: true },
    type: UserRef,
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    description: 'Saves the own profile, with the position of its anonymous address (geocoded; never blocks the save).',
    resolve: async (_root, { input }, ctx) =>
      ctx.rest.updateProfile({ ...input, ...(await geocodedPosition(ctx, input)) }),
  }),
  confirmEmail: t.boolean({
    description:
      'Confirms an email address with the mailed link (signed in or not). ' +
      'A used, expired or unknown link is a BAD_REQUEST on `token`.',
    args: t.validate({ token: t.arg.string({ required: true }) }, confirmEmailSchema),
    resolve: async (_root, { token }, { rest }) => {
      await rest.confirmEmail(token);
      return true;
    },
  }),
  sendEmailConfirmation: t.boolean({
    authScopes: { signedIn: true },
    description:
      'Mails the logged-in person a new link to confirm their email address. ' +
      'Throttled per address (429, with the message to show).',
    resolve: async (_root, _args, { rest }) => {
      await rest.sendEmailConfirmation();
      return true;
    },
  }),
  clearProfile: t.field({
    authScopes: { signedIn: true },
    type: UserRef,
    description: 'Clear User Data: empties every profile field but the account email.',
    resolve: (_root, _args, { rest }) =>
      rest.updateProfile({
        name: null,
        email: null,
        address1: null,
        address2: null,
        city: null,
        state: null,
        country: null,
        postalCode: null,
        phoneNumber: null,
        website: null,
        latitude: null,
        longitude: null,
      }),
  }),
}));
