/** Businesses: their type, address and contact fields, on the shared entry kind. */
import { businessListItem, businessSchema, business, type Business, type BusinessListItem } from '@ffc/domain';
import {
  placeFilterFields,
  addressInputFields,
  contactFields,
  contactInputFields,
  entryInputFields,
  locatedFields,
  placeFields,
  PLACE_REFS,
  policyField,
  withRefs,
} from '../entries/fields.js';
import { defineEntryType } from '../kinds/entryType.js';
import { reviewedParts } from '../reviews/schema.js';
import { OptionRef } from '../reference/schema.js';

export const BusinessRef = defineEntryType<'businesses', Business, BusinessListItem, Record<string, unknown>>({
  kind: 'businesses',
  reviewed: reviewedParts('businesses'),
  shape: business,
  listShape: businessListItem,
  schema: businessSchema,
  fields: (t) => ({
    businessType: t.expose('businessType', { type: OptionRef }),
    ...locatedFields(t),
    ...contactFields(t),
  }),
  listFields: (t) => ({
    businessType: t.expose('businessType', { type: OptionRef }),
    ...placeFields(t),
    ...policyField(t),
  }),
  filterFields: placeFilterFields,
  inputFields: (t) => ({
    ...entryInputFields(t),
    businessTypeId: t.int(),
    ...addressInputFields(t),
    ...contactInputFields(t),
  }),
  payload: (input) => withRefs(input, { businessTypeId: 'businessType', ...PLACE_REFS }),
});
