/** Businesses: their own type and the shared address, contact and position fields. */
import { business, businessFilterSchema, businessSchema, businessListItem } from '@ffc/domain';
import {
  ACCOMMODATION_FIELDS,
  ACCOMMODATION_FILTER,
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  COMMON_FIELDS,
  POSITION_FIELDS,
  entrySpec,
} from './spec.js';

export const businessSpec = entrySpec({
  collection: 'businesses',
  logKind: 'business',
  table: 'businesses',
  schema: businessSchema,
  answer: business,
  listItem: businessListItem,
  fields: [
    ...COMMON_FIELDS,
    { field: 'businessType', column: 'business_type_id', type: 'ref', table: 'business_types' },
    ...ADDRESS_FIELDS,
    ...CONTACT_FIELDS,
    ...POSITION_FIELDS,
    ...ACCOMMODATION_FIELDS,
  ],
  filterSchema: businessFilterSchema,
  filterColumns: { type: 'business_type_id', country: 'country_id', state: 'state_id' },
  keysFilters: ACCOMMODATION_FILTER,
  closable: true,
  searchable: true,
  reviews: {
    table: 'business_reviews',
    parentColumn: 'business_id',
    parentField: 'businessEntity',
    accommodations: 'businesses',
    votesTable: 'business_review_votes',
  },
});
