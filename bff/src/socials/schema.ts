/**
 * Social groups: meeting type and frequency, on the shared entry kind; every other field is derived
 * from the domain's schemas. No reviews.
 */
import { social, socialListFilters, socialListItem, socialSchema } from '@ffc/domain';
import { defineEntryType } from '../kinds/entryType.js';
import { OptionRef } from '../reference/schema.js';

/** What the social type is derived from: its kind and the domain's schemas. */
export const SOCIAL_PARTS = {
  kind: 'socials',
  shape: social,
  listShape: socialListItem,
  schema: socialSchema,
  filterSchema: socialListFilters,
} as const;

export const SocialRef = defineEntryType({
  ...SOCIAL_PARTS,
  description: 'A social (meeting) group.',
  fields: (t) => ({
    socialType: t.expose('socialType', { type: OptionRef, description: 'Meeting Type.' }),
    frequencyType: t.expose('frequencyType', { type: OptionRef, description: 'Meeting Frequency.' }),
  }),
  listFields: (t) => ({
    socialType: t.expose('socialType', { type: OptionRef, description: 'Meeting Type.' }),
  }),
});
