/** Every entry kind's spec by its collection, as `domain`'s registry of kinds lists them. */
import { ENTRY_KINDS, REVIEWED_KINDS, type EntryKind } from '@ffc/domain';
import type { EntrySpec, ReviewSpec } from './spec.js';
import { businessSpec } from './businesses.js';
import { homeSpec } from './homes.js';
import { productSpec } from './products.js';
import { socialSpec } from './socials.js';

export const SPECS_BY_KIND = {
  businesses: businessSpec,
  homes: homeSpec,
  products: productSpec,
  socials: socialSpec,
} as const satisfies Record<EntryKind, EntrySpec>;

/** The entry kinds' specs, in the order the site lists them. */
export const ENTRY_SPECS: readonly EntrySpec[] = ENTRY_KINDS.map((kind) => SPECS_BY_KIND[kind]);

/** The specs of the kinds that carry reviews (ratings, votes, accommodation checks). */
export const REVIEWED_SPECS: readonly (EntrySpec & { reviews: ReviewSpec })[] = REVIEWED_KINDS.map(
  (kind) => SPECS_BY_KIND[kind],
);
