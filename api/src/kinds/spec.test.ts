/**
 * What a kind's spec refuses to compile: each `@ts-expect-error` fails `npm run typecheck` if the
 * spec under it ever compiles, so a change to `entrySpec` cannot quietly disable a guard.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { socialFilterSchema } from '@ffc/domain';
import { socialSpec } from './socials.js';
import { entrySpec } from './spec.js';

/** The social groups' spec without its fields, and its fields but `active`. */
const { fields: all, ...base } = socialSpec;
const withoutActive = all.filter((f) => f.field !== 'active');
const ACTIVE = { field: 'active', column: 'active', type: 'boolean' } as const;

describe("a kind's spec", () => {
  it('compiles when every field is stored, in columns the table has, and every filter is mapped', () => {
    const whole = entrySpec({ ...base, fields: [...withoutActive, ACTIVE] });
    expect(whole.fields.map((f) => f.field).sort()).toEqual(all.map((f) => f.field).sort());
  });

  it('refuses a payload field it stores nowhere (missingColumnFor)', () => {
    // @ts-expect-error: socialSchema's `active` has no column here.
    const spec = entrySpec({ ...base, fields: withoutActive });
    expect(spec.fields.map((f): string => f.field)).not.toContain('active');
  });

  it('refuses a column the migrations never made (unknownColumn)', () => {
    const misspelt = { field: 'active', column: 'is_active', type: 'boolean' } as const;
    // @ts-expect-error: socials has no column "is_active".
    const spec = entrySpec({ ...base, fields: [...withoutActive, misspelt] });
    expect(spec.table).toBe('socials');
  });

  it('refuses a list filter that maps to no column (filterWithoutColumn)', () => {
    const filterSchema = socialFilterSchema.extend({ active: z.coerce.boolean().optional() });
    // @ts-expect-error: the filter `active` is parsed but maps to no column.
    const spec = entrySpec({ ...base, filterSchema, fields: all });
    const mapped = entrySpec({
      ...base,
      filterSchema,
      filterColumns: { ...base.filterColumns, active: 'active' },
      fields: all,
    });
    expect(Object.keys(mapped.filterColumns)).toContain('active');
    expect(Object.keys(spec.filterColumns)).not.toContain('active');
  });
});
