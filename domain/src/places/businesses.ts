/** Businesses (spec sections 3 and 5): what one must carry, and what the API answers. */
import { kindFilterSchema, kindListFilters } from '../search/filters.js';
import { z } from 'zod';
import { accommodationsAnswer } from '../trust/checks.js';
import { closedAnswer } from '../moderation/reports.js';
import { listedPhotos, photosAnswer } from '../trust/photos.js';
import { checkReach, checkReachInput, listReachInput, listedDistance } from '../search/lists.js';
import { accommodationsField } from '../trust/accommodations.js';
import { needsAnswer } from '../needs/needs.js';
import { accommodationConfirmations } from '../trust/reviews.js';
import {
  addressFields,
  contactAnswer,
  description,
  entryBase,
  entryFilterSchema,
  locatedAnswer,
  placeListed,
  policyFields,
  requiredRef,
  reviewed,
} from '../entries/entries.js';
import { V } from '../text/messages.js';
import { switchAnswers, switchRules, switches } from '../entries/switches.js';
import { option } from '../entries/reference.js';
import { optionalEmail, optionalText, requiredText, requiredWebLink } from '../entries/validation.js';

/** A business's own switches (`switches.ts`): its form switch, detail row, answer and any list filter. */
export const BUSINESS_SWITCHES = switches({});

/** Business (spec sections 3 and 5). The description's message says 1023 though 1024 fit. */
export const businessSchema = z.object({
  name: requiredText(V.nameRequired),
  description: description(V.businessDescriptionMax),
  businessType: requiredRef(V.typeRequired),
  ...addressFields,
  phoneNumber: optionalText(),
  email: optionalEmail(V.invalidEmailAddress),
  website: requiredWebLink(V.businessWebsiteRequired),
  ...policyFields,
  ...switchRules(BUSINESS_SWITCHES),
  accommodations: accommodationsField('businesses'),
});
export type BusinessPayload = z.infer<typeof businessSchema>;

/** The business list's filters. */
export const businessFilterSchema = kindFilterSchema(
  'businesses',
  entryFilterSchema.shape,
  BUSINESS_SWITCHES,
).superRefine(checkReach('businesses'));
/** The business list screen's filters (GraphQL's names: `accommodations`). */
export const businessListFilters = kindListFilters(
  'businesses',
  entryFilterSchema.shape,
  BUSINESS_SWITCHES,
  listReachInput('businesses'),
).superRefine(checkReachInput);

/** A business as the API answers it. */
export const business = z.object({
  ...entryBase,
  ...reviewed,
  ...locatedAnswer,
  ...contactAnswer,
  ...accommodationsAnswer,
  ...accommodationConfirmations,
  ...closedAnswer,
  ...photosAnswer,
  businessType: option,
  ...switchAnswers(BUSINESS_SWITCHES),
});
export type Business = z.infer<typeof business>;

/** A row of the business list: its columns (spec section 2) and its position, nothing more. */
export const businessListItem = business
  .pick({
    id: true,
    name: true,
    businessType: true,
    policy: true,
    accommodations: true,
    accommodationStatus: true,
    closed: true,
    reviews: true,
    rating: true,
    ...placeListed,
  })
  .extend({ ...listedDistance, ...listedPhotos, ...needsAnswer });
export type BusinessListItem = z.infer<typeof businessListItem>;
