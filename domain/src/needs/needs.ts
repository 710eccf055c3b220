/**
 * "Safe for me": the accommodations a person needs at each kind of place, and the sensitivities they
 * may mark. This is health information: only its owner reads it (never a public profile, never a
 * third party); it is in their data export, deleted with their account, and cleared in one step.
 */
import { z } from 'zod';
import {
  accommodationKeys,
  accommodationLabel,
  accommodationsOf,
  type AccommodatedKind,
} from '../trust/accommodations.js';
import type { AccommodationStatus } from '../trust/checks.js';
import { M } from '../text/messages.js';
import { asCheckbox, described, onOrAbsent } from '../entries/schemaFields.js';

/** The kinds a person chooses needs for, in the profile's order. */
export const NEED_KINDS: readonly AccommodatedKind[] = ['businesses', 'homes', 'products', 'socials'];

export interface Sensitivity {
  /** Stable, stored. */
  readonly key: string;
  readonly label: string;
}

/** What a person may mark that they react to: a short list, so it says enough and no more. */
export const SENSITIVITIES = [
  { key: 'perfume', label: 'Perfume and cologne' },
  { key: 'essential-oils', label: 'Essential oils' },
  { key: 'laundry-products', label: 'Laundry products' },
  { key: 'cleaning-products', label: 'Cleaning products' },
  { key: 'air-fresheners', label: 'Air fresheners and scented candles' },
  { key: 'smoke', label: 'Smoke' },
] as const satisfies readonly Sensitivity[];
export type SensitivityKey = (typeof SENSITIVITIES)[number]['key'];
const SENSITIVITY_KEYS: readonly string[] = SENSITIVITIES.map((s) => s.key);

/** Sensitivities as stored: each known, once, in the list's order; null means none. */
const sensitivitiesField = z.preprocess(
  (v) => v ?? [],
  z
    .array(z.string(), { error: M.unknownSensitivity })
    .refine((chosen) => chosen.every((key) => SENSITIVITY_KEYS.includes(key)), { message: M.unknownSensitivity })
    .transform((chosen) => SENSITIVITIES.map((s) => s.key).filter((key) => chosen.includes(key))),
);

/** A person's needs, as `PUT /user/needs` takes them and `GET /user/needs` answers them. */
export const needsSchema = z.object({
  businesses: described(accommodationsOf('businesses'), 'The accommodations the person needs at a business.'),
  homes: described(accommodationsOf('homes'), 'The accommodations the person needs at a rental home.'),
  products: described(accommodationsOf('products'), 'What the person needs a product to be.'),
  socials: described(accommodationsOf('socials'), 'What the person needs of a social group.'),
  sensitivities: described(sensitivitiesField, 'What the person reacts to (`SENSITIVITIES`).'),
  showWithReviews: described(
    z.preprocess((v) => v ?? false, z.boolean()),
    "Whether the person's needs are shown with their reviews (off unless they turn it on).",
  ),
});
export type Needs = z.output<typeof needsSchema>;

/** A person's needs as `/user/needs` answers them: the keys as stored (`storedNeeds`). */
export const needsAnswerSchema = z.object({
  businesses: z.array(z.string()),
  homes: z.array(z.string()),
  products: z.array(z.string()),
  socials: z.array(z.string()),
  sensitivities: z.array(z.string()),
  showWithReviews: z.boolean(),
});
export type NeedsInput = z.input<typeof needsSchema>;

/** The needs of someone who has chosen none (and what clearing them leaves). */
export const NO_NEEDS: Needs = {
  businesses: [],
  homes: [],
  products: [],
  socials: [],
  sensitivities: [],
  showWithReviews: false,
};

/** Needs as stored: a key the catalogues no longer hold is dropped rather than refused. */
export function storedNeeds(
  stored: Readonly<Record<AccommodatedKind | 'sensitivities', readonly string[]>> & {
    readonly showWithReviews: boolean;
  },
): Needs {
  const keep = (known: readonly string[], keys: readonly string[]) => keys.filter((key) => known.includes(key));
  return needsSchema.parse({
    ...Object.fromEntries(NEED_KINDS.map((kind) => [kind, keep(accommodationKeys(kind), stored[kind])])),
    sensitivities: keep(SENSITIVITY_KEYS, stored.sensitivities),
    showWithReviews: stored.showWithReviews,
  });
}

/** A person's needs at each kind and whether they show them with their reviews, as stored or answered. */
type ShowableNeeds = { readonly [K in AccommodatedKind]: readonly string[] } & { readonly showWithReviews: boolean };

/**
 * What a person's reviews show of their needs at each kind (a review's `reviewerNeeds`): their
 * needs at that kind when they chose to show them with their reviews, else nothing (null). The
 * API's review query reads the same: `CASE WHEN show_with_reviews THEN {kind} END`.
 */
export function needsShownWithReviews(
  needs: ShowableNeeds,
): Readonly<Record<AccommodatedKind, readonly string[] | null>> {
  const shown = (kind: AccommodatedKind) => (needs.showWithReviews ? needs[kind] : null);
  return {
    businesses: shown('businesses'),
    homes: shown('homes'),
    products: shown('products'),
    socials: shown('socials'),
  };
}

/** The kinds at which a change from `before` to `after` changes what the person's reviews show. */
export function kindsShownDifferently(before: ShowableNeeds, after: ShowableNeeds): AccommodatedKind[] {
  const was = needsShownWithReviews(before);
  const is = needsShownWithReviews(after);
  const same = (a: readonly string[] | null, b: readonly string[] | null) =>
    a === b || (a !== null && b !== null && a.length === b.length && a.every((key, i) => key === b[i]));
  return NEED_KINDS.filter((kind) => !same(was[kind], is[kind]));
}

/** How many of `needed` an entry offering `offered` meets (the SQL of the lists counts the same). */
export const needsMet = (offered: readonly string[], needed: readonly string[]): number =>
  needed.filter((key) => offered.includes(key)).length;

/** A list row's "4 of 5": how many of the person's needs at that kind the entry meets. */
export const needsMetText = (met: number, total: number): string => `${met} of ${total}`;

/** Its accessible name, said in full. */
export const needsMetLabel = (met: number, total: number): string => `Meets ${met} of your ${total} needs`;

/**
 * A need against an entry: `confirmed` when the entry lists it and people confirmed it recently;
 * `disputed` when more dispute than confirm it; `offered` when the entry lists it without a recent
 * confirmation; `unknown` when the entry does not list it.
 */
export const NEED_STATES = ['confirmed', 'offered', 'disputed', 'unknown'] as const;
export type NeedState = (typeof NEED_STATES)[number];

export const NEED_STATE_LABELS: Readonly<Record<NeedState, string>> = {
  confirmed: 'Confirmed',
  offered: 'Offered, not confirmed recently',
  disputed: 'Disputed',
  unknown: 'Not listed',
};

export interface NeedCheck {
  readonly key: string;
  readonly label: string;
  readonly state: NeedState;
  /** When it was last confirmed (ISO), if ever. */
  readonly lastConfirmed: string | null;
}

/** The detail page's checklist: each need of the person at this kind, against the entry's accommodations. */
export function needsChecklist(
  kind: AccommodatedKind,
  needed: readonly string[],
  status: readonly Pick<AccommodationStatus, 'key' | 'state' | 'lastConfirmed'>[],
): NeedCheck[] {
  return needed.map((key) => {
    const listed = status.find((s) => s.key === key);
    const state: NeedState = !listed
      ? 'unknown'
      : listed.state === 'confirmed'
        ? 'confirmed'
        : listed.state === 'disputed'
          ? 'disputed'
          : 'offered';
    return { key, label: accommodationLabel(kind, key), state, lastConfirmed: listed?.lastConfirmed ?? null };
  });
}

/**
 * The list filter "Meets my needs": `true` (or REST's `'true'`) keeps only the entries that offer
 * every accommodation the signed-in person needs at that kind; anything else filters nothing.
 */
export const meetsNeedsFilter = {
  meetsNeeds: asCheckbox(
    onOrAbsent(
      'Only the entries that offer every accommodation the signed-in person needs at this kind (`/user/needs`).',
    ),
    'Meets my needs',
    { signedIn: true },
  ),
};

/** A list row's count of the signed-in person's needs met; absent for anyone else. */
export const needsAnswer = {
  needsMet: described(
    z.number().int().nullish(),
    "How many of the signed-in person's needs at this kind the entry meets; null when signed out.",
  ),
  needsTotal: described(
    z.number().int().nullish(),
    'How many needs the signed-in person has at this kind; null when signed out.',
  ),
};

/** What the needs screens say. */
export const NEEDS_TEXT = {
  title: 'My needs',
  description: 'The accommodations you need at each kind of place, to find the places that meet them.',
  intro:
    'Choose what you need at each kind of place. Lists then show how many of your needs each place meets, ' +
    'can keep only the places that meet them all ("Meets my needs"), and can put the best for you first.',
  privacy:
    'Only you can see your needs. They are never shown on your profile or to other members, and never shared ' +
    'with anyone else. They are in your data export, and deleted with your account.',
  kinds: {
    businesses: 'At businesses',
    homes: 'In rental homes',
    products: 'In products',
    socials: 'At social groups',
  } satisfies Record<AccommodatedKind, string>,
  sensitivities: 'What you react to (optional)',
  save: 'Save my needs',
  saved: 'Your needs are saved.',
  clear: 'Clear my needs',
  clearWhat: 'your needs',
  clearDetail: 'Every need and sensitivity you chose will be forgotten.',
  cleared: 'Your needs have been cleared.',
  loadFailed: 'Your needs could not be loaded.',
  saveFailed: 'Your needs could not be saved. Please try again.',
  /** The profile's section. */
  choose: 'Choose my needs',
  none: 'You have not chosen any needs yet.',
  count: (n: number) => `You have chosen ${n} ${n === 1 ? 'need' : 'needs'}.`,
  /** The detail page's checklist of the reader's needs. */
  checklist: 'Your needs here',
  lastConfirmed: (day: string) => `last confirmed ${day}`,
  /** An entry's reviews, only from people who share the reader's needs there. */
  likeMe: 'Only reviewers who share my needs',
  noneLikeMe: 'No reviews yet from people who share your needs here.',
  /** A review's line of its author's needs, when they show them. */
  theirNeeds: 'Their needs:',
  showWithReviews: 'Show my needs with my reviews',
  showWithReviewsHelp:
    'Off unless you turn it on. When on, your needs here appear beside your reviews, ' +
    'so people with the same needs can find them.',
  /** A list asked to read needs the reader has not chosen at this kind. */
  noneHere: 'You have not chosen your needs for these yet.',
} as const;
