/**
 * The field rules the payload schemas are built from (each noun's file holds its own schema,
 * with the exact messages of spec section 5), and the errors the forms and the REST API show.
 */
import { z } from 'zod';
import { INT_MAX, TEXT_MAX } from '../text/limits.js';
import { M, V } from '../text/messages.js';

import { errorsByField, type FieldError } from '../text/errors.js';
import { isWebLink } from '../text/text.js';

export { errorsByField, type FieldError };

const blankToNull = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? null : value);

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
export const rowId = (message: string = V.mustBeNumber) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

/** A reference to a row of reference data, as the REST payloads send it: `{ id }` or null. */
export const optionalRef = z.preprocess(
  (value) => (value && typeof value === 'object' && 'id' in value && value.id == null ? null : value),
  z.object({ id: rowId() }).nullish(),
);

/** A link people will follow: `javascript:`, `data:` and other schemes are refused. */
export const optionalWebLink = () => optionalText().refine((v) => v == null || isWebLink(v), V.webLink);
export const requiredWebLink = (message: string) => requiredText(message).refine(isWebLink, V.webLink);

/** An address where every part is optional (a profile's, a company's). */
export const optionalAddressFields = {
  address1: optionalText(),
  address2: optionalText(),
  city: optionalText(),
  state: optionalRef,
  country: optionalRef,
  postalCode: optionalText(),
};

/**
 * The first failed rule of each field as `{ field, message }` (the REST error body). Fields are
 * dotted paths (`companyEntity.name`). A reference whose id is malformed (`country.id`) is
 * reported on the reference, `country`, as the form names it; a rule's own check keeps its path.
 */
export function fieldErrors(schema: z.ZodType, data: unknown): FieldError[] {
  const result = schema.safeParse(data);
  return result.success ? [] : fieldErrorsOf(result.error.issues);
}

/** One issue of a failed check, as zod and every Standard Schema library report it. */
export interface CheckIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
  /** zod's kind of rule; `custom` is a rule of the schema's own (a refinement). */
  readonly code?: string;
}

/** `fieldErrors` for issues already found, e.g. by the GraphQL validation plugin. */
export function fieldErrorsOf(issues: readonly CheckIssue[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment));
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
  z.coerce
    .number({ error: V.mustBeNumber })
    .int(V.mustBeNumber)
    .min(-INT_MAX, V.mustBeNumber)
    .max(INT_MAX, V.mustBeNumber)
    .nullish(),
);
