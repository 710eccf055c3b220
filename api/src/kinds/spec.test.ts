/**
 * What a kind's spec refuses to compile: each `@ts-expect-error` fails `npm run typecheck` if the
 * spec under it ever compiles, so a change to `entrySpec` cannot quietly disable a guard.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { social, socialFilterSchema, socialListItem, socialSchema } from '@ffc/domain';
import { socialSpec } from './socials.js';
import {
  ACCOMMODATION_FIELDS,
  ACCOMMODATION_FILTER,
  ADDRESS_FIELDS,
  COMMON_FIELDS,
  CONTACT_FIELDS,
  entrySpec,
  POSITION_FIELDS,
} from './spec.js';

/** The social groups' spec, whole: it compiles. */
const base = {
  collection: 'socials',
  logKind: 'social',
  table: 'socials',
  schema: socialSchema,
  answer: social,
  listItem: socialListItem,
  filterSchema: socialFilterSchema,
  filterColumns: { type: 'social_type_id', country: 'country_id', state: 'state_id' },
  keysFilters: ACCOMMODATION_FILTER,
  closable: true,
  searchable: true,
} as const;
const OWN_FIELDS = [
  { field: 'socialType', column: 'social_type_id', type: 'ref', table: 'social_types' },
  { field: 'frequencyType', column: 'frequency_type_id', type: 'ref', table: 'frequency_types' },
  { field: 'contactName', column: 'contact_name', type: 'text' },
] as const;
const SHARED_FIELDS = [
  ...COMMON_FIELDS,
  ...CONTACT_FIELDS,
  ...ADDRESS_FIELDS,
  ...POSITION_FIELDS,
  ...ACCOMMODATION_FIELDS,
];
const ACTIVE = { field: 'active', column: 'active', type: 'boolean' } as const;

describe("a kind's spec", () => {
  it('compiles when every field is stored, in columns the table has, and every filter is mapped', () => {
    const whole = entrySpec({ ...base, fields: [...SHARED_FIELDS, ...OWN_FIELDS, ACTIVE] });
    expect(whole.fields.map((f) => f.field).sort()).toEqual(socialSpec.fields.map((f) => f.field).sort());
  });

  it('refuses a payload field it stores nowhere (missingColumnFor)', () => {
    // @ts-expect-error: socialSchema's `active` has no column here.
    const spec = entrySpec({ ...base, fields: [...SHARED_FIELDS, ...OWN_FIELDS] });
    expect(spec.fields.map((f): string => f.field)).not.toContain('active');
  });

  it('refuses a column the migrations never made (unknownColumn)', () => {
    const misspelt = { field: 'active', column: 'is_active', type: 'boolean' } as const;
    // @ts-expect-error: socials has no column "is_active".
    const spec = entrySpec({ ...base, fields: [...SHARED_FIELDS, ...OWN_FIELDS, misspelt] });
    expect(spec.table).toBe('socials');
  });

  it('refuses a list filter that maps to no column (filterWithoutColumn)', () => {
    const filterSchema = socialFilterSchema.extend({ active: z.coerce.boolean().optional() });
    // @ts-expect-error: the filter `active` is parsed but maps to no column.
    const spec = entrySpec({ ...base, filterSchema, fields: [...SHARED_FIELDS, ...OWN_FIELDS, ACTIVE] });
    const mapped = entrySpec({
      ...base,
      filterSchema,
      filterColumns: { ...base.filterColumns, active: 'active' },
      fields: [...SHARED_FIELDS, ...OWN_FIELDS, ACTIVE],
    });
    expect(Object.keys(mapped.filterColumns)).toContain('active');
    expect(Object.keys(spec.filterColumns)).not.toContain('active');
  });
});
