/** Social groups: meeting type and frequency, contact, location and whether the group is active. No reviews. */
import { social, socialFilterSchema, socialSchema, socialListItem } from '@ffc/domain';
import {
  ACCOMMODATION_FIELDS,
  ACCOMMODATION_FILTER,
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  COMMON_FIELDS,
  POSITION_FIELDS,
  entrySpec,
} from './spec.js';

export const socialSpec = entrySpec({
  collection: 'socials',
  logKind: 'social',
  table: 'socials',
  schema: socialSchema,
  answer: social,
  listItem: socialListItem,
  fields: [
    ...COMMON_FIELDS,
    { field: 'socialType', column: 'social_type_id', type: 'ref', table: 'social_types' },
    { field: 'frequencyType', column: 'frequency_type_id', type: 'ref', table: 'frequency_types' },
    { field: 'contactName', column: 'contact_name', type: 'text' },
    ...CONTACT_FIELDS,
    ...ADDRESS_FIELDS,
    { field: 'active', column: 'active', type: 'boolean' },
    ...POSITION_FIELDS,
    ...ACCOMMODATION_FIELDS,
  ],
  filterSchema: socialFilterSchema,
  filterColumns: { type: 'social_type_id', country: 'country_id', state: 'state_id' },
  keysFilters: ACCOMMODATION_FILTER,
  closable: true,
  searchable: true,
});
