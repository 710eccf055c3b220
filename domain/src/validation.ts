/**
 * Validation shared by the forms (react-final-form) and the REST API: one zod schema per
 * payload, carrying the exact messages of spec section 5.
 */
import { z } from 'zod';
import { INT_MAX, PASSWORD_MIN, TEXT_MAX, USERNAME_MAX, USERNAME_MIN } from './limits.js';
import { M, V } from './messages.js';

import { errorsByField, type FieldError } from './errors.js';
import { isWebLink } from './text.js';

export { errorsByField, type FieldError };

const blankToNull = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A required text: missing, empty or blank all give `message`. */
export const requiredText = (message: string, max = TEXT_MAX, maxMessage: string = V.textMax) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/** An optional text: blank becomes null. */
export const optionalText = (max = TEXT_MAX, maxMessage: string = V.textMax) =>
  z.preprocess(blankToNull, z.string().trim().max(max, maxMessage).nullish());

/** An optional email address: blank becomes null, otherwise it must look like one. */
export const optionalEmail = (message: string = V.invalidEmail) =>
  z.preprocess(blankToNull, z.email(message).max(TEXT_MAX, V.textMax).nullish());

/** A row id as PostgreSQL stores it: a positive integer column, so never above INT_MAX. */
export const rowId = (message: string = V.mustBeNumber) => z.coerce.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

/** A reference to a row of reference data, as the REST payloads send it: `{ id }` or null. */
export const optionalRef = z.preprocess(
  (value) => (value && typeof value === 'object' && 'id' in value && value.id == null ? null : value),
  z.object({ id: rowId() }).nullish(),
);

/** A link people will follow: `javascript:`, `data:` and other schemes are refused. */
export const optionalWebLink = () => optionalText().refine((v) => v == null || isWebLink(v), V.webLink);
export const requiredWebLink = (message: string) => requiredText(message).refine(isWebLink, V.webLink);

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
const password = z
  .string({ error: V.passwordRequired })
  .min(1, V.passwordRequired)
  .min(PASSWORD_MIN, V.passwordMin);
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

/** An address where every part is optional (a profile's, a company's). */
export const optionalAddressFields = {
  address1: optionalText(),
  address2: optionalText(),
  city: optionalText(),
  state: optionalRef,
  country: optionalRef,
  postalCode: optionalText(),
};

/** The own-profile fields of spec section 3 (PUT /user); only the email is checked on the form. */
export const profileSchema = z.object({
  name: optionalText(),
  email: optionalEmail(V.invalidEmail),
  ...optionalAddressFields,
  phoneNumber: optionalText(),
  website: optionalWebLink(),
});

export type LoginPayload = z.infer<typeof loginSchema>;
export type SignupPayload = z.infer<typeof signupSchema>;
export type ForgotUsernamePayload = z.infer<typeof forgotUsernameSchema>;
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;
export type ProfilePayload = z.infer<typeof profileSchema>;

/**
 * The first failed rule of each field as `{ field, message }` (the REST error body). Fields are
 * dotted paths (`companyEntity.name`). A reference whose id is malformed (`country.id`) is
 * reported on the reference, `country`, as the form names it; a rule's own check keeps its path.
 */
export function fieldErrors(schema: z.ZodType, data: unknown): FieldError[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    if (path.length > 1 && path.at(-1) === 'id' && issue.code !== 'custom') path.pop();
    const field = path.join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/** The headline of a refused input: the one field's message, or a general one for several. */
export function validationMessage(errors: readonly FieldError[]): string {
  return errors.length === 1 ? errors[0]!.message : M.validationFailed;
}

/** The same errors for react-final-form's record-level `validate`. */
export function formErrors(schema: z.ZodType, values: unknown): Record<string, unknown> {
  return errorsByField(fieldErrors(schema, values ?? {}));
}

/** Search filters must be numbers where the spec says so (spec section 5). */
export const numericFilter = z.preprocess(
  blankToNull,
  z.coerce.number({ error: V.mustBeNumber }).int(V.mustBeNumber).min(-INT_MAX, V.mustBeNumber).max(INT_MAX, V.mustBeNumber).nullish(),
);
