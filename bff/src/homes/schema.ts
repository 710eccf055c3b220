/** Rental homes: type, size, pets, address and contact fields, on the shared entry kind. */
import { homeListItem, homeSchema, home, type Home, type HomeListItem } from '@ffc/domain';
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

export const HomeRef = defineEntryType<'homes', Home, HomeListItem, Record<string, unknown>>({
  kind: 'homes',
  reviewed: reviewedParts('homes'),
  shape: home,
  listShape: homeListItem,
  schema: homeSchema,
  description: 'A fragrance-free rental home.',
  fields: (t) => ({
    homeType: t.expose('homeType', { type: OptionRef }),
    people: t.exposeFloat('people', { nullable: true, description: 'How many people it sleeps.' }),
    bedrooms: t.exposeFloat('bedrooms', { nullable: true }),
    bathrooms: t.exposeFloat('bathrooms', { nullable: true }),
    petsAllowed: t.exposeBoolean('petsAllowed'),
    ...locatedFields(t),
    ...contactFields(t),
  }),
  listFields: (t) => ({
    homeType: t.expose('homeType', { type: OptionRef }),
    people: t.exposeFloat('people', { nullable: true, description: 'How many people it sleeps.' }),
    bedrooms: t.exposeFloat('bedrooms', { nullable: true }),
    petsAllowed: t.exposeBoolean('petsAllowed'),
    ...placeFields(t),
    ...policyField(t),
  }),
  filterFields: placeFilterFields,
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
