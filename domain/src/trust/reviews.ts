/** Reviews of businesses, homes and products (spec sections 3 and 5). */
import { z } from 'zod';
import { accommodationConfirmation, accommodationsField, type AccommodatedKind } from './accommodations.js';
import { checkReviewVerdicts } from './checks.js';
import { id, text } from '../entries/entries.js';
import { REVIEWED_KINDS } from '../kinds/kinds.js';
import { DESCRIPTION_MAX, RATING_MAX, RATING_MIN } from '../text/limits.js';
import { V } from '../text/messages.js';
import { photosAnswer } from './photos.js';
import { optionalText, requiredText } from '../entries/validation.js';

/** Review of a business, home or product: a title, a rating of 1 to 5, an optional comment. */
export const reviewSchema = z.object({
  name: requiredText(V.nameRequired),
  rating: z.coerce
    .number({ error: V.ratingRange })
    .int(V.ratingRange)
    .min(RATING_MIN, V.ratingRange)
    .max(RATING_MAX, V.ratingRange),
  comment: optionalText(DESCRIPTION_MAX, V.descriptionMax),
});
export type ReviewPayload = z.infer<typeof reviewSchema>;

/**
 * A review of a kind: also the accommodations the reviewer found true on their visit and those they
 * found not true (the kind's keys, never one in both). Left out of an edit, they stay as they were.
 */
export const reviewSchemaOf = (kind: Extract<AccommodatedKind, 'businesses' | 'homes' | 'products'>) =>
  reviewSchema
    .extend({ confirmedAccommodations: accommodationsField(kind), disputedAccommodations: accommodationsField(kind) })
    .superRefine(checkReviewVerdicts);

/** How many reviewers confirmed each accommodation of an entry, most confirmed first. */
export const accommodationConfirmations = { accommodationConfirmations: z.array(accommodationConfirmation).optional() };

/** The entry a review is of, `{ id }`. */
const reviewedEntry = z.object({ id }).optional();

/** A review as the API answers it: its entry (one of the three), its author by public username, never by email. */
export const review = z.object({
  id,
  businessEntity: reviewedEntry,
  homeEntity: reviewedEntry,
  productEntity: reviewedEntry,
  name: z.string(),
  comment: text,
  rating: z.number().int(),
  confirmedAccommodations: z.array(z.string()).optional(),
  /** False while the author's email address is unconfirmed: shown, but in no rating (users.ts, countsInRatings). */
  counted: z.boolean().optional(),
  disputedAccommodations: z.array(z.string()).optional(),
  createdById: id.nullish(),
  createdByUsername: text,
  createdDate: text,
  modifiedById: id.nullish(),
  modifiedDate: text,
  /** How many people marked it helpful (votes.ts), and whether the caller did. */
  helpfulCount: z.number().int().optional(),
  votedHelpful: z.boolean().optional(),
  /** The photos its author added to it (at most REVIEW_PHOTOS_MAX), newest first. */
  ...photosAnswer,
  /** The author's needs at this kind, when they chose to show them with their reviews (`needs.ts`); else null. */
  reviewerNeeds: z.array(z.string()).nullish(),
});
export type Review = z.infer<typeof review>;

/** One of a person's own reviews, where it is: its kind, its entry and its id (`GET /user/reviews`). */
export const ownReview = z.object({
  kind: z.enum(REVIEWED_KINDS),
  entryId: id,
  id,
});
export type OwnReview = z.output<typeof ownReview>;
