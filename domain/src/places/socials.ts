/** Social groups (spec sections 3 and 5): what one must carry, and what the API answers. */
import { kindFilterSchema, kindListFilters } from '../search/filters.js';
import { z } from 'zod';
import { accommodationsAnswer } from '../trust/checks.js';
import { closedAnswer } from '../moderation/reports.js';
import { listedPhotos, photosAnswer } from '../trust/photos.js';
import { checkReach, checkReachInput, listReachInput, listedDistance } from '../search/lists.js';
import { accommodationsField } from '../trust/accommodations.js';
import { needsAnswer } from '../needs/needs.js';
import {
  contactAnswer,
  entryBase,
  entryFilterSchema,
  locatedAnswer,
  placeListed,
  policyFields,
  requiredRef,
  text,
} from '../entries/entries.js';
import { DESCRIPTION_MAX } from '../text/limits.js';
import { switchAnswers, switchRules, switches } from '../entries/switches.js';
import { UI, V } from '../text/messages.js';
import { option } from '../entries/reference.js';
import {
  optionalAddressFields,
  optionalEmail,
  optionalText,
  optionalWebLink,
  requiredText,
} from '../entries/validation.js';

/** A social group's own switches (`switches.ts`): its form switch, detail row, answer and any list filter. */
export const SOCIAL_SWITCHES = switches({
  active: { label: UI.groupActive, row: 'Active', fallback: true, description: 'Group Currently Active?' },
});

/**
 * Social group: its type and meeting frequency are required, and a country; the group is active unless switched off.
 */
export const socialSchema = z.object({
  name: requiredText(V.nameRequired),
  description: requiredText(V.descriptionRequired, DESCRIPTION_MAX, V.descriptionMax),
  socialType: requiredRef(V.typeRequired),
  frequencyType: requiredRef(V.frequencyRequired),
  website: optionalWebLink(),
  contactName: optionalText(),
  phoneNumber: optionalText(),
  email: optionalEmail(V.invalidEmail),
  ...policyFields,
  ...optionalAddressFields,
  country: requiredRef(V.countryRequired),
  ...switchRules(SOCIAL_SWITCHES),
  accommodations: accommodationsField('socials'),
});
export type SocialPayload = z.infer<typeof socialSchema>;

/** The social group list's filters. */
export const socialFilterSchema = kindFilterSchema('socials', entryFilterSchema.shape, SOCIAL_SWITCHES).superRefine(
  checkReach('socials'),
);
/** The social group list screen's filters (GraphQL's names: `accommodations`). */
export const socialListFilters = kindListFilters(
  'socials',
  entryFilterSchema.shape,
  SOCIAL_SWITCHES,
  listReachInput('socials'),
).superRefine(checkReachInput);

/** A social group as the API answers it. */
export const social = z.object({
  ...entryBase,
  ...locatedAnswer,
  ...contactAnswer,
  ...accommodationsAnswer,
  socialType: option,
  frequencyType: option,
  contactName: text,
  ...switchAnswers(SOCIAL_SWITCHES),
  ...closedAnswer,
  ...photosAnswer,
});
export type Social = z.infer<typeof social>;

/** A row of the social group list: its columns and its position, nothing more. */
export const socialListItem = social
  .pick({
    id: true,
    name: true,
    socialType: true,
    policy: true,
    active: true,
    accommodations: true,
    accommodationStatus: true,
    closed: true,
    ...placeListed,
  })
  .extend({ ...listedDistance, ...listedPhotos, ...needsAnswer });
export type SocialListItem = z.infer<typeof socialListItem>;
