/** Rental homes: type, size, pets, address and contact fields, on the shared entry kind. */
import { homeListItem, homeSchema, home, type Home, type HomeListItem } from '@ffc/domain';
import {
  accommodationsFilter,
  addressInputFields,
  contactFields,
  contactInputFields,
  entryInputFields,
  locatedFields,
  placeFields,
  PLACE_REFS,
  policyField,
  withRefs,
} from './entries.js';
import { defineEntryType } from './entryType.js';
import { reviewedParts } from './reviews.js';
import { OptionRef } from './reference.js';

export const HomeRef = defineEntryType<'homes', Home, HomeListItem, Record<string, unknown>>({
  kind: 'homes',
  reviewed: reviewedParts('homes'),
  shape: home,
  listShape: homeListItem,
  schema: homeSchema,
  description: 'A fragrance-free rental home.',
  fields: (t) => ({
    homeType: t.field({ type: OptionRef, resolve: (h) => h.homeType }),
    people: t.float({ nullable: true, description: 'How many people it sleeps.', resolve: (h) => h.people ?? null }),
    bedrooms: t.float({ nullable: true, resolve: (h) => h.bedrooms ?? null }),
    bathrooms: t.float({ nullable: true, resolve: (h) => h.bathrooms ?? null }),
    petsAllowed: t.boolean({ resolve: (h) => h.petsAllowed }),
    ...locatedFields(t),
    ...contactFields(t),
  }),
  listFields: (t) => ({
    homeType: t.field({ type: OptionRef, resolve: (h) => h.homeType }),
    people: t.float({ nullable: true, description: 'How many people it sleeps.', resolve: (h) => h.people ?? null }),
    bedrooms: t.float({ nullable: true, resolve: (h) => h.bedrooms ?? null }),
    petsAllowed: t.boolean({ resolve: (h) => h.petsAllowed }),
    ...placeFields(t),
    ...policyField(t),
  }),
  filterFields: (t) => ({
    type: t.int(),
    country: t.int(),
    state: t.int(),
    searchText: t.string({ description: 'Matches name, description and city.' }),
    ...accommodationsFilter(t),
  }),
  inputFields: (t) => ({
    ...entryInputFields(t),
    homeTypeId: t.int(),
    people: t.float(),
    bedrooms: t.float(),
    bathrooms: t.float(),
    petsAllowed: t.boolean(),
    ...addressInputFields(t),
    ...contactInputFields(t),
  }),
  payload: (input) => withRefs(input, { homeTypeId: 'homeType', ...PLACE_REFS }),
});
