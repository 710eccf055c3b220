/** Users: the own profile, and its edits (Clear User Data empties it). */
import { confirmEmailSchema, profileSchema, type User } from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { asPayload } from '../builder/validate.js';
import { addressInputFields, geocodedPosition, locatedFields, refOf } from '../entries/fields.js';

export const UserRef = builder.objectRef<User>('User').implement({
  description: 'A user. Other users see no email, phone, street address or coordinates (they come back null).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    ...locatedFields(t),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    createdDate: t.exposeString('createdDate', { nullable: true }),
    modifiedDate: t.exposeString('modifiedDate', { nullable: true }),
    roles: t.stringList({ resolve: (u) => u.roles ?? [] }),
    enabled: t.exposeBoolean('enabled', {
      nullable: true,
      description: 'Whether the account may log in (administrators see it).',
    }),
    emailConfirmed: t.exposeBoolean('emailConfirmed', {
      nullable: true,
      description:
        'Whether the email address is confirmed (the own profile and administrators; null for others). ' +
        'Until then the person counts in no rating.',
    }),
  }),
});

const ProfileFields = builder.inputType('ProfileInput', {
  description: 'The own-profile fields; state and country are ids (null for none).',
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    ...addressInputFields(t),
    phoneNumber: t.string(),
    website: t.string(),
  }),
});
// The REST payload (references as `{ id }`), checked with the domain's rules.
const ProfileInput = ProfileFields.validate(
  asPayload(
    ({ stateId, countryId, ...fields }: typeof ProfileFields.$inferInput) => ({
      ...fields,
      state: refOf(stateId),
      country: refOf(countryId),
    }),
    profileSchema,
  ),
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
