/**
 * The home page's answer to "is there a safe place near here?": how many entries each kind has,
 * and the places reviewed most recently (near a point when one is given). `GET /highlights`.
 */
import { ENTRY_KINDS, KINDS, REVIEWED_KINDS, type LocatedKind, type ReviewedKind } from '../kinds/kinds.js';
import { z } from 'zod';
import { id, text } from '../entries/entries.js';
import { nearParam } from './lists.js';
import { option } from '../entries/reference.js';

/** The kinds the home page counts, in the order it shows them. */
export const HIGHLIGHT_COUNT_KINDS = ENTRY_KINDS;
/** The kinds that are places someone can go to and review. */
export type HighlightPlaceKind = ReviewedKind & LocatedKind;
export const HIGHLIGHT_PLACE_KINDS = REVIEWED_KINDS.filter((k): k is HighlightPlaceKind => KINDS[k].located);

/** How many recently reviewed places the home page shows. */
export const RECENT_PLACES_MAX = 6;

/** `GET /highlights?near=lat,lng`: the point is optional. */
export const highlightsQuery = z.object({ near: nearParam });

export const kindCount = z.object({
  kind: z.enum(HIGHLIGHT_COUNT_KINDS),
  /** Exact up to COUNT_CAP; beyond it COUNT_CAP with `countIsEstimate` (shown as "1,000+"). */
  count: z.number().int(),
  countIsEstimate: z.boolean(),
});

export const recentPlace = z.object({
  kind: z.enum(HIGHLIGHT_PLACE_KINDS),
  id,
  name: z.string(),
  city: text,
  state: option.nullish(),
  country: option.nullish(),
  rating: z.number().nullish(),
  reviews: z.number().int(),
  accommodations: z.array(z.string()),
  /** When its newest review was written (ISO-8601). */
  lastReviewedDate: z.string(),
  /** From `near`, when one was given. */
  distanceKm: z.number().nullish(),
});
export type RecentPlace = z.infer<typeof recentPlace>;

export const highlights = z.object({
  counts: z.array(kindCount),
  recent: z.array(recentPlace),
  /**
   * Whether `recent` is near the given point (within `radiusKm`); false without one, or when nothing near was reviewed
   * and the newest overall are shown instead.
   */
  recentNear: z.boolean(),
  radiusKm: z.number(),
});
export type Highlights = z.infer<typeof highlights>;
