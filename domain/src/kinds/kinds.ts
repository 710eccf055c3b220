/**
 * The entry kinds, declared once: each kind's collection (its REST path and the web's list
 * route), its GraphQL names, what a reader calls one, and its shape. Reviewed kinds carry
 * ratings, reviews, helpful votes and accommodation checks; located kinds have a position, a
 * distance and a map. Every list of kinds in the API, the BFF and the web derives from this.
 */

/** The entry kinds by collection, in the order the site lists them. */
export const ENTRY_KINDS = ['businesses', 'homes', 'products', 'socials'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export interface KindDeclaration {
  /** The GraphQL enum value that names the kind (`EntryKind`, `ReviewKind`). */
  readonly value: string;
  /** The GraphQL object type. */
  readonly typeName: string;
  /** The GraphQL field that reads one entry. */
  readonly single: string;
  /** What a reader calls one entry of the kind. */
  readonly one: string;
  readonly reviewed: boolean;
  readonly located: boolean;
}

export const KINDS = {
  businesses: {
    value: 'BUSINESS',
    typeName: 'Business',
    single: 'business',
    one: 'Business',
    reviewed: true,
    located: true,
  },
  homes: { value: 'HOME', typeName: 'Home', single: 'home', one: 'Rental home', reviewed: true, located: true },
  products: {
    value: 'PRODUCT',
    typeName: 'Product',
    single: 'product',
    one: 'Product',
    reviewed: true,
    located: false,
  },
  socials: {
    value: 'SOCIAL',
    typeName: 'Social',
    single: 'social',
    one: 'Social group',
    reviewed: false,
    located: true,
  },
} as const satisfies Record<EntryKind, KindDeclaration>;

type Kinds = typeof KINDS;

/** The kinds that carry reviews, ratings, helpful votes and accommodation checks. */
export type ReviewedKind = { [K in EntryKind]: Kinds[K]['reviewed'] extends true ? K : never }[EntryKind];
export const REVIEWED_KINDS = ENTRY_KINDS.filter((k): k is ReviewedKind => KINDS[k].reviewed);

/** The kinds with a position: distances, "near", a map. */
export type LocatedKind = { [K in EntryKind]: Kinds[K]['located'] extends true ? K : never }[EntryKind];
export const LOCATED_KINDS = ENTRY_KINDS.filter((k): k is LocatedKind => KINDS[k].located);
export const isLocatedKind = (kind: string): kind is LocatedKind => LOCATED_KINDS.some((k) => k === kind);

/** A kind's GraphQL enum value (`BUSINESS`). */
export type KindValue<K extends EntryKind = EntryKind> = Kinds[K]['value'];

export const isEntryKind = (collection: string): collection is EntryKind => ENTRY_KINDS.some((k) => k === collection);

/** The kind a GraphQL enum value names. */
export function kindOfValue<K extends EntryKind>(value: KindValue<K>, among: readonly K[]): K {
  const kind = among.find((k) => KINDS[k].value === value);
  if (kind === undefined) throw new Error(`No kind is named ${value}`);
  return kind;
}

/** The GraphQL enum values of some kinds, in their order. */
export const valuesOf = <K extends EntryKind>(kinds: readonly K[]): KindValue<K>[] => kinds.map((k) => KINDS[k].value);
