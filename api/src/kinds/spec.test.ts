/**
 * What a kind's spec refuses to compile: each `@ts-expect-error` fails `npm run typecheck` if the
 * spec under it ever compiles, so a change to `entrySpec` cannot quietly disable a guard. And what
 * it stores by name: a plain payload field, or a filter, whose name gives a column of the table.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { socialFilterSchema, socialSchema, switchFilters, switches } from '@ffc/domain';
import { socialSpec } from './socials.js';
import {
  ACCOMMODATION_FIELDS,
  ADDRESS_FIELDS,
  COMMON_FIELDS,
  CONTACT_FIELDS,
  POSITION_FIELDS,
  entrySpec,
} from './spec.js';

/** The social groups' spec but for its fields (`active` and `contactName` are stored by name), its filters' columns as declared. */
const { fields: _stored, filterColumns: _filtered, ...declared } = socialSpec;
const base = {
  ...declared,
  filterColumns: { type: 'social_type_id', country: 'country_id', state: 'state_id' },
} as const;
const fields = [
  ...COMMON_FIELDS,
  { field: 'socialType', column: 'social_type_id', type: 'ref', table: 'social_types' },
  { field: 'frequencyType', column: 'frequency_type_id', type: 'ref', table: 'frequency_types' },
  ...CONTACT_FIELDS,
  ...ADDRESS_FIELDS,
  ...POSITION_FIELDS,
  ...ACCOMMODATION_FIELDS,
] as const;

describe("a kind's spec", () => {
  it('stores a plain payload field in the column its name gives, without naming it', () => {
    const spec = entrySpec({ ...base, fields });
    expect(spec.fields).toContainEqual({ field: 'active', column: 'active', type: 'boolean' });
    expect(spec.fields).toContainEqual({ field: 'contactName', column: 'contact_name', type: 'text' });
    expect(spec.fields.map((f) => f.field).sort()).toEqual(socialSpec.fields.map((f) => f.field).sort());
  });

  it('refuses a payload field whose name gives no column, and that it stores nowhere (missingColumnFor)', () => {
    const schema = socialSchema.extend({ wheelchairAccessible: z.boolean() });
    // @ts-expect-error: socials has no column "wheelchair_accessible".
    const spec = entrySpec({ ...base, schema, fields });
    expect(spec.fields.map((f): string => f.field)).toContain('wheelchairAccessible');
  });

  it('refuses a payload field that is no plain value and is stored nowhere (missingColumnFor)', () => {
    const schema = socialSchema.extend({ active: z.object({ since: z.string() }) });
    // @ts-expect-error: `active` is an object here: the column "active" cannot hold it by name.
    const spec = entrySpec({ ...base, schema, fields });
    expect(spec.fields.map((f): string => f.field)).not.toContain('active');
  });

  it('refuses a column the migrations never made (unknownColumn)', () => {
    const misspelt = { field: 'active', column: 'is_active', type: 'boolean' } as const;
    // @ts-expect-error: socials has no column "is_active".
    const spec = entrySpec({ ...base, fields: [...fields, misspelt] });
    expect(spec.table).toBe('socials');
  });

  it('filters on the column a filter names, and refuses a filter that maps to no column (filterWithoutColumn)', () => {
    const byName = entrySpec({
      ...base,
      filterSchema: socialFilterSchema.extend({ active: z.coerce.boolean().optional() }),
      fields,
    });
    expect(byName.filterColumns).toMatchObject({ active: 'active' });
    const declared = switches({ active: { label: 'Active', fallback: true, filter: 'Active groups only' } });
    const switched = entrySpec({ ...base, filterSchema: socialFilterSchema.extend(switchFilters(declared)), fields });
    expect(switched.filterColumns).toMatchObject({ active: 'active' });
    const filterSchema = socialFilterSchema.extend({ wheelchairAccessible: z.coerce.boolean().optional() });
    // @ts-expect-error: the filter `wheelchairAccessible` is parsed but maps to no column.
    const spec = entrySpec({ ...base, filterSchema, fields });
    expect(spec.filterColumns).toMatchObject({ wheelchairAccessible: 'wheelchair_accessible' });
    const listFilter = socialFilterSchema.extend({ accommodations: z.array(z.string()).optional() });
    // @ts-expect-error: a list is no plain value: its column cannot be filtered by equality by name.
    const keys = entrySpec({ ...base, filterSchema: listFilter, fields });
    expect(keys.filterColumns).not.toHaveProperty('accommodations');
  });
});
