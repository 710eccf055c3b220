/** What a SchemaForm tells its fields: which of them its schema requires (marked visibly and with aria-required). */
import { createContext, useContext } from 'react';
import { z } from 'zod';

export const RequiredFields = createContext<ReadonlySet<string>>(new Set());

export const useRequired = (name: string) => useContext(RequiredFields).has(name);

/** The schema a wrapper (a pipe, optional, default…) holds; zod's public types name only the definition's `type`. */
function wrappedBy(schema: z.ZodType): z.ZodType | undefined {
  const { def } = schema;
  const inner =
    ('in' in def ? def.in : undefined) ??
    ('schema' in def ? def.schema : undefined) ??
    ('innerType' in def ? def.innerType : undefined);
  return inner instanceof z.ZodType ? inner : undefined;
}

/** The top-level fields a schema refuses when blank: required, as the person should know before submitting. */
export function requiredFieldsOf(schema: z.ZodType): Set<string> {
  let inner: z.ZodType = schema;
  // Unwrap refinements and pipes down to the object whose shape names the fields.
  for (let i = 0; i < 5 && !(inner instanceof z.ZodObject); i++) {
    const next = wrappedBy(inner);
    if (!next) break;
    inner = next;
  }
  // Read as unknown: an object schema's shape is typed loosely (`any`) when its fields are not known.
  const shape: Readonly<Record<string, unknown>> = inner instanceof z.ZodObject ? inner.shape : {};
  return new Set(
    Object.entries(shape)
      .filter(
        ([, field]) =>
          field instanceof z.ZodType &&
          !field.safeParse(undefined).success &&
          !field.safeParse(null).success &&
          !field.safeParse('').success,
      )
      .map(([name]) => name),
  );
}
