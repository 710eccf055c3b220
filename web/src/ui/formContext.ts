/** What a SchemaForm tells its fields: which of them its schema requires (marked visibly and with aria-required). */
import { createContext, useContext } from 'react';
import type { z } from 'zod';

export const RequiredFields = createContext<ReadonlySet<string>>(new Set());

export const useRequired = (name: string) => useContext(RequiredFields).has(name);

/** The top-level fields a schema refuses when blank: required, as the person should know before submitting. */
export function requiredFieldsOf(schema: z.ZodType): Set<string> {
  let inner: z.ZodType = schema;
  // Unwrap refinements and pipes down to the object whose shape names the fields.
  for (let i = 0; i < 5 && !('shape' in inner); i++) {
    const def = (inner as { def?: { in?: z.ZodType; schema?: z.ZodType; innerType?: z.ZodType } }).def;
    const next = def?.in ?? def?.schema ?? def?.innerType;
    if (!next) break;
    inner = next;
  }
  const shape = (inner as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return new Set(
    Object.entries(shape)
      .filter(
        ([, field]) =>
          !field.safeParse(undefined).success && !field.safeParse(null).success && !field.safeParse('').success,
      )
      .map(([name]) => name),
  );
}
