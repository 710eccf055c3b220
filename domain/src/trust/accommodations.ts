/**
 * Fragrance-free accommodations: the specific things people here ask about a place, a product or a
 * group, beyond a Yes/No policy. Defined once per kind; an entry holds the keys it offers, and a
 * reviewer may confirm the ones they found true on their visit.
 */
import { z } from 'zod';
import { M } from '../text/messages.js';

export interface Accommodation {
  /** Stable, URL-safe: stored, filtered on (`accommodation=`) and sent by clients. */
  readonly key: string;
  /** What a person reads: a checkbox, a line of the detail page's checklist, a badge's accessible name. */
  readonly label: string;
  /** A list badge's text, at most `ACCOMMODATION_SHORT_MAX` characters, so a badge fits a phone's card. */
  readonly short: string;
}

/** A badge's visible text may be this long; the full label stays its accessible name. */
export const ACCOMMODATION_SHORT_MAX = 20;

export const ACCOMMODATIONS = {
  businesses: [
    { key: 'written-policy', label: 'Fragrance-free policy in writing', short: 'Written policy' },
    { key: 'unscented-soap', label: 'Unscented hand soap in the restroom', short: 'Unscented soap' },
    { key: 'no-air-fresheners', label: 'No air fresheners, plug-ins or scented candles', short: 'No air fresheners' },
    { key: 'staff-fragrance-free', label: 'Staff asked not to wear fragrance', short: 'Staff scent-free' },
    { key: 'fragrance-free-cleaning', label: 'Fragrance-free cleaning products', short: 'Scent-free cleaning' },
    { key: 'ventilation', label: 'Good ventilation or outdoor space', short: 'Good ventilation' },
  ],
  homes: [
    { key: 'fragrance-free-laundry', label: 'Fragrance-free laundry and linens', short: 'Scent-free laundry' },
    { key: 'no-air-fresheners', label: 'No air fresheners or plug-ins', short: 'No air fresheners' },
    { key: 'fragrance-free-cleaning', label: 'Fragrance-free cleaning between guests', short: 'Scent-free cleaning' },
    { key: 'no-scented-candles', label: 'No scented candles, incense or diffusers', short: 'No scented candles' },
    { key: 'unscented-toiletries', label: 'Unscented soap and toiletries provided', short: 'Unscented toiletries' },
    { key: 'no-smoking', label: 'No smoking on the property', short: 'No smoking' },
  ],
  products: [
    {
      key: 'fragrance-free',
      label: 'Fragrance-free: no fragrance or masking scent (not just "unscented")',
      short: 'Fragrance-free',
    },
    { key: 'full-ingredients', label: 'Full ingredient list published', short: 'Full ingredients' },
    { key: 'no-essential-oils', label: 'No essential oils or plant scents', short: 'No essential oils' },
  ],
  socials: [
    { key: 'meeting-rule', label: 'Fragrance-free rule for meetings', short: 'Fragrance-free rule' },
    { key: 'venue-checked', label: 'Venue checked for fragrance', short: 'Venue checked' },
    { key: 'online-option', label: 'Online option for those who cannot attend', short: 'Online option' },
  ],
} as const satisfies Record<string, readonly Accommodation[]>;

export type AccommodatedKind = keyof typeof ACCOMMODATIONS;
export type AccommodationKey<K extends AccommodatedKind> = (typeof ACCOMMODATIONS)[K][number]['key'];

/** Whether a collection is a kind with accommodations. */
export const isAccommodatedCollection = (collection: string): collection is AccommodatedKind =>
  Object.hasOwn(ACCOMMODATIONS, collection);

/** The keys of a kind. */
export const accommodationKeys = <K extends AccommodatedKind>(kind: K): AccommodationKey<K>[] =>
  ACCOMMODATIONS[kind].map((a) => a.key);

/** The label of a key of a kind; the key itself for one no longer in the catalogue. */
export const accommodationLabel = (kind: AccommodatedKind, key: string): string =>
  ACCOMMODATIONS[kind].find((a: Accommodation) => a.key === key)?.label ?? key;

/** A list badge's short text of a key of a kind; the key itself for one no longer in the catalogue. */
export const accommodationShortLabel = (kind: AccommodatedKind, key: string): string =>
  ACCOMMODATIONS[kind].find((a: Accommodation) => a.key === key)?.short ?? key;

/**
 * A set of a kind's accommodation keys, as entries and reviews carry it: each key known, kept once,
 * in the catalogue's order; null means none.
 */
export const accommodationsOf = <K extends AccommodatedKind>(kind: K) => {
  const keys = accommodationKeys(kind);
  // Read as plain strings: the values checked are any text, not yet the kind's keys.
  const known: readonly string[] = keys;
  return z.preprocess(
    (v) => v ?? [],
    z
      .array(z.string(), { error: M.unknownAccommodation })
      .refine((chosen) => chosen.every((key) => known.includes(key)), { message: M.unknownAccommodation })
      .transform((chosen) => keys.filter((key) => chosen.includes(key))),
  );
};

/** Array.isArray, with the elements unknown rather than `any`. */
const isList = (v: unknown): v is readonly unknown[] => Array.isArray(v);

/**
 * The list filter `accommodation`: one key or several (the query parameter repeated); an entry must
 * offer all of them. Empty values are ignored.
 */
export const accommodationFilterOf = (kind: AccommodatedKind) =>
  z.preprocess(
    (v: unknown) => (v == null || v === '' ? [] : (isList(v) ? v : [v]).filter((key) => key !== '')),
    accommodationsOf(kind),
  );

/**
 * An entry's accommodations in a save: absent keeps what the entry has (a client that does not
 * know them loses nothing); a new entry without them has none.
 */
export const accommodationsField = (kind: AccommodatedKind) => accommodationsOf(kind).optional();

/** How many reviewers confirmed an accommodation of an entry. */
export const accommodationConfirmation = z.object({ key: z.string(), count: z.number().int() });
export type AccommodationConfirmation = z.infer<typeof accommodationConfirmation>;

/** `GET /api/accommodations`: the catalogue, per kind. */
const accommodationList = z
  .array(z.object({ key: z.string(), label: z.string(), short: z.string() }).readonly())
  .readonly();
export const accommodationCatalogue = z.object({
  businesses: accommodationList,
  homes: accommodationList,
  products: accommodationList,
  socials: accommodationList,
});
