/** Rental homes: their type, on the shared entry kind; every other field is derived from the domain's schemas. */
import { home, homeListFilters, homeListItem, homeSchema } from '@ffc/domain';
import { defineEntryType } from '../kinds/entryType.js';
import { reviewedParts } from '../reviews/schema.js';
import { OptionRef } from '../reference/schema.js';

/** What the home type is derived from: its kind and the domain's schemas. */
export const HOME_PARTS = {
  kind: 'homes',
  reviewed: reviewedParts('homes'),
  shape: home,
  listShape: homeListItem,
  schema: homeSchema,
  filterSchema: homeListFilters,
} as const;

export const HomeRef = defineEntryType({
  ...HOME_PARTS,
  description: 'A fragrance-free rental home.',
  fields: (t) => ({ homeType: t.expose('homeType', { type: OptionRef }) }),
  listFields: (t) => ({ homeType: t.expose('homeType', { type: OptionRef }) }),
});
