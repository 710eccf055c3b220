/**
 * Entry forms hold select values as numeric ids (null for none). The domain schemas check REST
 * payloads, whose references are `{ id }`; the GraphQL inputs flatten them to `…Id` fields.
 */

/** The form's values as the REST payload the schema checks: each reference field becomes `{ id }` or null. */
export function asPayload(values: Record<string, unknown>, refs: readonly string[]): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...values };
  for (const field of refs) {
    const id = values[field];
    payload[field] = id == null || id === '' ? null : { id: Number(id) };
  }
  return payload;
}

/**
 * The form's values as the kind's GraphQL input `I`: each reference field `x` becomes `xId`. The
 * values were checked by the kind's domain schema, which the input mirrors, and the form spec
 * covers every field of `I` (`formSpec` checks it): the one place a form's values become an input.
 */
export function asInput<I>(values: Record<string, unknown>, refs: readonly string[]): I {
  const input: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (refs.includes(field)) input[`${field}Id`] = value == null || value === '' ? null : Number(value);
    else input[field] = value === '' ? null : value;
  }
  // Left a cast: the values were checked by the schema at run time, which no type ties to `I` (see above).
  return input as I;
}

/** A reference's id: `{ id }` as GraphQL answers it, null for none. */
const idOf = (ref: unknown): number | null =>
  typeof ref === 'object' && ref !== null && 'id' in ref && typeof ref.id === 'number' ? ref.id : null;

/** An entry's references as the form's ids. */
export function idsOf<E extends Record<string, unknown>>(
  entry: E,
  refs: readonly string[],
): Record<string, number | null> {
  return Object.fromEntries(refs.map((field) => [field, idOf(entry[field])]));
}
