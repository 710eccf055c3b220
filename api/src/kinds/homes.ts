/** Rental homes: their type, size, pets, and the shared address, contact and position fields. */
import { home, homeFilterSchema, homeSchema, homeListItem } from '@ffc/domain';
import {
  ACCOMMODATION_FIELDS,
  ACCOMMODATION_FILTER,
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  COMMON_FIELDS,
  POSITION_FIELDS,
  entrySpec,
} from './spec.js';

export const homeSpec = entrySpec({
  collection: 'homes',
  logKind: 'home',
  table: 'homes',
  schema: homeSchema,
  answer: home,
  listItem: homeListItem,
  fields: [
    ...COMMON_FIELDS,
    { field: 'homeType', column: 'home_type_id', type: 'ref', table: 'home_types' },
    { field: 'people', column: 'people', type: 'number' },
    { field: 'bedrooms', column: 'bedrooms', type: 'number' },
    { field: 'bathrooms', column: 'bathrooms', type: 'number' },
    { field: 'petsAllowed', column: 'pets_allowed', type: 'boolean' },
    ...ADDRESS_FIELDS,
    ...CONTACT_FIELDS,
    ...POSITION_FIELDS,
    ...ACCOMMODATION_FIELDS,
  ],
  filterSchema: homeFilterSchema,
  filterColumns: { type: 'home_type_id', country: 'country_id', state: 'state_id' },
  keysFilters: ACCOMMODATION_FILTER,
  closable: true,
  searchable: true,
  reviews: {
    table: 'home_reviews',
    parentColumn: 'home_id',
    parentField: 'homeEntity',
    accommodations: 'homes',
    votesTable: 'home_review_votes',
  },
});
