/** Rental homes (spec sections 3 and 5): what one must carry, and what the API answers. */
import { kindFilterSchema, kindListFilters } from '../search/filters.js';
import { described } from '../entries/schemaFields.js';
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
import { COUNT_MAX } from '../text/limits.js';
import { switchAnswers, switchRules, switches } from '../entries/switches.js';
import { V } from '../text/messages.js';
import { option } from '../entries/reference.js';
import { optionalEmail, optionalText, optionalWebLink, requiredText } from '../entries/validation.js';

/** A count of people, bedrooms or bathrooms: blank for unknown, else 0 or more (halves for bathrooms). */
const count = z
  .preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number({ error: V.mustBeNumber }).min(0, V.mustBeZeroOrMore).max(COUNT_MAX, V.mustBeZeroOrMore).nullable(),
  )
  .optional();

/** A home's own switches (`switches.ts`): its form switch, detail row, answer and any list filter. */
export const HOME_SWITCHES = switches({
  petsAllowed: { label: 'Pets Allowed', fallback: false },
});

/** Rental home (spec sections 3 and 5): city and state are required as well as the country. */
export const homeSchema = z.object({
  name: requiredText(V.nameRequired),
  description: description(),
  homeType: requiredRef(V.typeRequired),
  people: count,
  bedrooms: count,
  bathrooms: count,
  ...switchRules(HOME_SWITCHES),
  ...addressFields,
  city: requiredText(V.cityRequired),
  state: requiredRef(V.stateRequired),
  phoneNumber: optionalText(),
  email: optionalEmail(V.invalidEmailAddress),
  website: optionalWebLink(),
  ...policyFields,
  accommodations: accommodationsField('homes'),
});
export type HomePayload = z.infer<typeof homeSchema>;

/** The home list's filters. */
export const homeFilterSchema = kindFilterSchema('homes', entryFilterSchema.shape, HOME_SWITCHES).superRefine(
  checkReach('homes'),
);
/** The home list screen's filters (GraphQL's names: `accommodations`). */
export const homeListFilters = kindListFilters(
  'homes',
  entryFilterSchema.shape,
  HOME_SWITCHES,
  listReachInput('homes'),
).superRefine(checkReachInput);

const countAnswer = z.number().nullish();

/** A home as the API answers it. */
export const home = z.object({
  ...entryBase,
  ...reviewed,
  ...locatedAnswer,
  ...contactAnswer,
  ...accommodationsAnswer,
  ...accommodationConfirmations,
  homeType: option,
  people: described(countAnswer, 'How many people it sleeps.'),
  bedrooms: countAnswer,
  bathrooms: countAnswer,
  ...switchAnswers(HOME_SWITCHES),
  ...closedAnswer,
  ...photosAnswer,
});
export type Home = z.infer<typeof home>;

/** A row of the home list: its columns and its position, nothing more. */
export const homeListItem = home
  .pick({
    id: true,
    name: true,
    homeType: true,
    people: true,
    bedrooms: true,
    petsAllowed: true,
    policy: true,
    accommodations: true,
    accommodationStatus: true,
    reviews: true,
    rating: true,
    closed: true,
    ...placeListed,
  })
  .extend({ ...listedDistance, ...listedPhotos, ...needsAnswer });
export type HomeListItem = z.infer<typeof homeListItem>;

/** A name or town as a person means it: case, accents, punctuation and spacing do not count. */
const folded = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Where a home is, as the duplicate check compares it: its name and its town (city, state, country). */
export interface ListedHome {
  readonly name: string | null | undefined;
  readonly city: string | null | undefined;
  readonly stateId: number | null | undefined;
  readonly countryId: number | null | undefined;
}

/**
 * Whether two homes look like one listing: the same name in the same town. The form warns and
 * links the listed one, as review sites ask "is it one of these?", but does not refuse the save:
 * two rentals may share a name (two "Garden Flat"s in one city), and the person adding knows.
 */
export function sameListing(a: ListedHome, b: ListedHome): boolean {
  return (
    folded(a.name) !== '' &&
    folded(a.name) === folded(b.name) &&
    folded(a.city) === folded(b.city) &&
    a.stateId === b.stateId &&
    a.countryId === b.countryId
  );
}
