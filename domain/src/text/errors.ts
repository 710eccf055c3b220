/** A field's error as the REST error body carries it, and as forms show it. No zod here: the first page imports it. */

export interface FieldError {
  /** A dotted path, e.g. `name` or `companyEntity.name`. */
  readonly field: string;
  readonly message: string;
}

/** Whether a value is a field error (a server's answer is checked before its errors are shown). */
export const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  'field' in value &&
  typeof value.field === 'string' &&
  'message' in value &&
  typeof value.message === 'string';

/** A node of the nesting below: any object (only this function builds them). */
const isBranch = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Field errors as react-final-form wants them: nested like the values (`{ companyEntity: { name } }`). */
export function errorsByField(errors: readonly FieldError[]): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    const keys = field.split('.');
    let node = nested;
    keys.slice(0, -1).forEach((key) => {
      const child = node[key];
      if (isBranch(child)) node = child;
      else {
        const branch: Record<string, unknown> = {};
        node[key] = branch;
        node = branch;
      }
    });
    node[keys.at(-1)!] ??= message;
  }
  return nested;
}
