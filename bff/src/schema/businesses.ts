/** Businesses: their type, address and contact fields, on the shared entry kind. */
import { businessSchema, business, type Business } from '@ffc/domain';
import { addressInputFields, contactFields, contactInputFields, entryInputFields, locatedFields, PLACE_REFS, withRefs } from './entries.js';
import { defineEntryType } from './entryType.js';
import { OptionRef } from './reference.js';

export const BusinessRef = defineEntryType<Business, Record<string, unknown>>({
  typeName: 'Business',
  single: 'business',
  plural: 'businesses',
  collection: 'businesses',
  reviewKind: 'BUSINESS',
  shape: business,
  schema: businessSchema,
  located: true,
  fields: (t) => ({
    businessType: t.field({ type: OptionRef, resolve: (b) => b.businessType }),
    ...locatedFields(t),
    ...contactFields(t),
  }),
  filterFields: (t) => ({ type: t.int(), country: t.int(), state: t.int(), searchText: t.string({ description: 'Matches name, description and city.' }) }),
  inputFields: (t) => ({ ...entryInputFields(t), businessTypeId: t.int(), ...addressInputFields(t), ...contactInputFields(t) }),
  payload: (input) => withRefs(input, { businessTypeId: 'businessType', ...PLACE_REFS }),
});
