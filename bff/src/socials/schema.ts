/** Social groups: meeting type and frequency, contact, location and whether the group is active. No reviews. */
import { socialListItem, socialSchema, social, type Social, type SocialListItem } from '@ffc/domain';
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
import { OptionRef } from '../reference/schema.js';

export const SocialRef = defineEntryType<'socials', Social, SocialListItem, Record<string, unknown>>({
  kind: 'socials',
  shape: social,
  listShape: socialListItem,
  schema: socialSchema,
  description: 'A social (meeting) group.',
  fields: (t) => ({
    socialType: t.expose('socialType', { type: OptionRef, description: 'Meeting Type.' }),
    frequencyType: t.expose('frequencyType', { type: OptionRef, description: 'Meeting Frequency.' }),
    contactName: t.exposeString('contactName', { nullable: true }),
    active: t.exposeBoolean('active', { description: 'Group Currently Active?' }),
    ...locatedFields(t),
    ...contactFields(t),
  }),
  listFields: (t) => ({
    socialType: t.expose('socialType', { type: OptionRef, description: 'Meeting Type.' }),
    active: t.exposeBoolean('active', { description: 'Group Currently Active?' }),
    ...placeFields(t),
    ...policyField(t),
  }),
  filterFields: placeFilterFields,
  inputFields: (t) => ({
    ...entryInputFields(t),
    socialTypeId: t.int(),
    frequencyTypeId: t.int(),
    contactName: t.string(),
    active: t.boolean(),
    ...addressInputFields(t),
    ...contactInputFields(t),
  }),
  payload: (input) => withRefs(input, { socialTypeId: 'socialType', frequencyTypeId: 'frequencyType', ...PLACE_REFS }),
});
