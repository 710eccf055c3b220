/** Accounts and profiles (spec sections 3 and 5): sign-up, login, resets, the profile, the user list. */
import { described } from '../entries/schemaFields.js';
import { z } from 'zod';
import { LANGUAGES } from '../text/languages.js';
import { id, locatedAnswer, text } from '../entries/entries.js';
import { PASSWORD_MIN, TEXT_MAX, USERNAME_MAX, USERNAME_MIN } from '../text/limits.js';
import { M, V } from '../text/messages.js';
import { ROLE_ADMIN, ROLE_MODERATOR, ROLE_USER } from './roles.js';
import {
  numericFilter,
  optionalAddressFields,
  optionalEmail,
  optionalText,
  optionalWebLink,
  requiredText,
} from '../entries/validation.js';

/**
 * The one form of a username used for storage, lookup and throttling: NFKC, then case-folded
 * (upper then lower maps ß to ss and final sigma to sigma), so look-alike spellings cannot name
 * an account or dodge its failed-login budget.
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

const username = requiredText(V.usernameRequired, Number.MAX_SAFE_INTEGER)
  .min(USERNAME_MIN, V.usernameMin)
  .max(USERNAME_MAX, V.usernameMax);
const password = z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).min(PASSWORD_MIN, V.passwordMin);
const requiredEmail = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .pipe(z.email(V.invalidEmailAddress).max(TEXT_MAX, V.textMax));

export const loginSchema = z.object({
  username: requiredText(V.usernameRequired),
  password,
});

export const signupSchema = z.object({
  username,
  password,
  email: requiredEmail(V.emailRequired),
});

/** Adds the client-only confirmation to a payload schema; the REST call never sends it. */
function withConfirmation<S extends z.ZodObject<z.ZodRawShape>>(schema: S, passwordField: string) {
  return schema
    .extend({ confirmPassword: z.string({ error: V.confirmPasswordRequired }).min(1, V.confirmPasswordRequired) })
    .refine((v: Record<string, unknown>) => v.confirmPassword === v[passwordField], {
      message: V.passwordsMustMatch,
      path: ['confirmPassword'],
    });
}

export const signupFormSchema = withConfirmation(signupSchema, 'password');

export const forgotUsernameSchema = z.object({
  email: requiredEmail(V.emailAddressRequired),
});

export const resetPasswordSchema = z.object({
  username: requiredText(V.usernameRequired),
  email: requiredEmail(V.emailRequired),
  newPassword: z
    .string({ error: V.newPasswordRequired })
    .min(1, V.newPasswordRequired)
    .min(PASSWORD_MIN, V.passwordMin),
});

export const resetPasswordFormSchema = withConfirmation(resetPasswordSchema, 'newPassword');

const newPassword = z
  .string({ error: V.newPasswordRequired })
  .min(1, V.newPasswordRequired)
  .min(PASSWORD_MIN, V.passwordMin);

/** Forgot password, logged out: a username or an email address. */
export const forgotPasswordSchema = z.object({ login: requiredText(V.usernameOrEmailRequired) });
/** The mailed link's form: its token and the new password (the spec's rules and messages). */
export const resetWithTokenSchema = z.object({
  token: z.string({ error: M.resetLinkInvalid }).min(16, M.resetLinkInvalid).max(200, M.resetLinkInvalid),
  newPassword,
});
export const resetWithTokenFormSchema = withConfirmation(resetWithTokenSchema.omit({ token: true }), 'newPassword');
/**
 * Whether a review (or an accommodation check) counts in ratings and confirmation counts: its
 * author has confirmed their email address, or the author's account is gone (null), whose
 * reviews counted before the account was deleted and keep counting. The API's recount is this
 * rule in SQL (api/src/entries/reviews.ts).
 */
export function countsInRatings(author: { emailConfirmed: boolean } | null): boolean {
  return author === null || author.emailConfirmed;
}

/** The mailed email-confirmation link's token. */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: M.emailConfirmationLinkInvalid })
    .min(16, M.emailConfirmationLinkInvalid)
    .max(200, M.emailConfirmationLinkInvalid),
});
/** Delete my account: the current password, to be sure it is the person. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired),
});
/** An administrator's change of someone's roles: the roles beyond ROLE_USER, which everyone has. */
export const userRolesSchema = z.object({
  roles: z.array(z.enum([ROLE_USER, ROLE_MODERATOR, ROLE_ADMIN], { error: M.unknownOption })).max(3),
});
export const userEnabledSchema = z.object({ enabled: z.boolean({ error: M.unknownOption }) });

/** The own-profile fields of spec section 3 (PUT /user); only the email is checked on the form. */
export const profileSchema = z.object({
  name: optionalText(),
  email: optionalEmail(V.invalidEmail),
  ...optionalAddressFields,
  phoneNumber: optionalText(),
  website: optionalWebLink(),
  /** The language the site speaks to the person, on every device and in their mail; left out: kept as it is. */
  language: z.enum(LANGUAGES, { error: M.unknownLanguage }).optional(),
});

export type LoginPayload = z.infer<typeof loginSchema>;
export type SignupPayload = z.infer<typeof signupSchema>;
export type ForgotUsernamePayload = z.infer<typeof forgotUsernameSchema>;
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;
export type ProfilePayload = z.infer<typeof profileSchema>;

/** The user list's search: by name (or username) and by id. */
export const userFilterSchema = z.object({
  searchText: optionalText(),
  userId: numericFilter,
});

/** Who is logged in, as login and refresh answer it. */
export const sessionUser = z.object({
  id,
  username: z.string(),
  email: text,
  roles: z.array(z.string()),
  /** The language they chose (`me`; the login's own answer leaves it out). */
  language: z.enum(LANGUAGES).nullish(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** A user's profile as the API answers it: to its owner, or to an administrator. */
export const user = z.object({
  id,
  username: z.string(),
  email: text,
  name: text,
  ...locatedAnswer,
  phoneNumber: text,
  website: text,
  createdDate: text,
  modifiedDate: text,
  roles: z.array(z.string()).nullish(),
  enabled: described(z.boolean().nullish(), 'Whether the account may log in (administrators see it).'),
  emailConfirmed: described(
    z.boolean().nullish(),
    'Whether the email address is confirmed (the own profile and administrators; null for others). ' +
      'Until then the person counts in no rating.',
  ),
  language: described(z.enum(LANGUAGES).nullish(), 'The language the site speaks to them (the own profile only).'),
});
export type User = z.infer<typeof user>;

/** What anyone may see of another user: never the email, phone, street address or coordinates. */
export const publicUser = user.pick({
  id: true,
  username: true,
  name: true,
  city: true,
  state: true,
  country: true,
  createdDate: true,
});
export type PublicUser = z.infer<typeof publicUser>;
