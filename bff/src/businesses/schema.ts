/** Businesses: their type, on the shared entry kind; every other field is derived from the domain's schemas. */
import { business, businessListFilters, businessListItem, businessSchema } from '@ffc/domain';
import { defineEntryType } from '../kinds/entryType.js';
import { reviewedParts } from '../reviews/schema.js';
import { OptionRef } from '../reference/schema.js';

/** What the business type is derived from: its kind and the domain's schemas. */
export const BUSINESS_PARTS = {
  kind: 'businesses',
  reviewed: reviewedParts('businesses'),
  shape: business,
  listShape: businessListItem,
  schema: businessSchema,
  filterSchema: businessListFilters,
} as const;

export const BusinessRef = defineEntryType({
  ...BUSINESS_PARTS,
  fields: (t) => ({ businessType: t.expose('businessType', { type: OptionRef }) }),
  listFields: (t) => ({ businessType: t.expose('businessType', { type: OptionRef }) }),
});
