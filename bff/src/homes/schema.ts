/** Rental homes: their type, on the shared entry kind; every other field is derived from the domain's schemas. */
import { home, homeListFilters, homeListItem, homeSchema } from '@ffc/domain';
import { defineEntryType } from '../kinds/entryType.js';
import { reviewedParts } from '../reviews/schema.js';
import { OptionRef } from '../reference/schema.js';

export const HomeRef = defineEntryType({
  kind: 'homes',
  reviewed: reviewedParts('homes'),
  shape: home,
  listShape: homeListItem,
  schema: homeSchema,
  filterSchema: homeListFilters,
  description: 'A fragrance-free rental home.',
  fields: (t) => ({ homeType: t.expose('homeType', { type: OptionRef }) }),
  listFields: (t) => ({ homeType: t.expose('homeType', { type: OptionRef }) }),
});
