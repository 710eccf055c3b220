/**
 * Every table and column the migrations make (`api/migrations/`), with its PostgreSQL type and
 * whether it may be null: the one place the API's code learns the schema from. `tables.test.ts`
 * checks it against the migrated database on PGlite and PostgreSQL, so it cannot drift; the kinds'
 * specs may name only these columns (a typo or a column left out of a migration fails to compile).
 */
import { recordOf } from '@ffc/domain/records';
import { WATCHING_TABLES } from './tables-watching.js';

export type ColumnType =
  'integer' | 'bigint' | 'text' | 'text[]' | 'boolean' | 'double precision' | 'timestamptz' | 'cube' | 'jsonb' | 'uuid';
/**
 * A column: its type, ` null` when it may be null, then ` default` when an insert may leave it out
 * (a serial id, `now()`) or ` generated` when it is computed and never written (`search_text`).
 */
export type ColumnSpec = `${ColumnType}${'' | ' null'}${'' | ' default' | ' generated'}`;

/** Who made a row and when, and who changed it last. */
const AUDIT = {
  created_by_id: 'integer null',
  created_date: 'timestamptz default',
  modified_by_id: 'integer null',
  modified_date: 'timestamptz default',
} as const;

/** The geocoded position of an entry or a profile. */
const POSITION = { latitude: 'double precision null', longitude: 'double precision null' } as const;
/** An entry's position as a point on the earth (migration 012), for distances; computed from the position. */
const EARTH = { earth: 'cube null generated' } as const;

/** A reviewed entry's review count and average rating (recounted with every review change). */
const RATING = { review_count: 'integer default', rating: 'double precision null' } as const;

/**
 * What every entry kind keeps to be trusted (migration 017): its accommodations' confirmation
 * summary, and whether it closed or was merged into another entry.
 */
const TRUST = {
  accommodation_status: 'jsonb default',
  accommodation_since: 'jsonb default',
  last_confirmed_date: 'timestamptz null',
  closed: 'boolean default',
  merged_into_id: 'integer null',
} as const;

/** Single-use links mailed to an account (auth/links.ts): password resets, email confirmations. */
const LINKS = {
  id: 'bigint default',
  user_id: 'integer',
  token_hash: 'text',
  created_at: 'timestamptz default',
  expires_at: 'timestamptz',
  used_at: 'timestamptz null',
} as const;

/** A kind's helpful votes on its reviews. */
const VOTES = { review_id: 'integer', user_id: 'integer', created_date: 'timestamptz default' } as const;

/** A reviewed kind's reviews, naming their entry by `parent` (business_id…). */
const reviewsOf = <P extends string>(parent: P) =>
  ({
    id: 'integer default',
    ...recordOf([parent], () => 'integer' as const),
    name: 'text',
    comment: 'text null',
    rating: 'integer',
    confirmed_accommodations: 'text[] default',
    ...AUDIT,
    disputed_accommodations: 'text[] default',
    helpful_count: 'integer default',
  }) as const;

export const TABLES = {
  ...WATCHING_TABLES,
  accommodation_checks: {
    id: 'bigint default',
    entry_kind: 'text',
    entry_id: 'integer',
    user_id: 'integer',
    accommodation: 'text',
    holds: 'boolean',
    review_id: 'integer null',
    created_date: 'timestamptz default',
  },
  business_review_votes: VOTES,
  business_reviews: reviewsOf('business_id'),
  business_types: {
    id: 'integer',
    name: 'text',
  },
  businesses: {
    id: 'integer default',
    name: 'text',
    description: 'text',
    business_type_id: 'integer',
    address1: 'text null',
    address2: 'text null',
    city: 'text null',
    state_id: 'integer null',
    country_id: 'integer',
    postal_code: 'text null',
    phone_number: 'text null',
    email: 'text null',
    website: 'text',
    policy: 'boolean default',
    policy_description: 'text null',
    ...POSITION,
    ...EARTH,
    ...RATING,
    ...AUDIT,
    search_text: 'text null generated',
    search_words: 'text[] null generated',
    accommodations: 'text[] default',
    ...TRUST,
  },
  companies: {
    id: 'integer default',
    name: 'text',
    address1: 'text null',
    address2: 'text null',
    city: 'text null',
    state_id: 'integer null',
    country_id: 'integer null',
    postal_code: 'text null',
    phone_number: 'text null',
    email: 'text null',
    website: 'text null',
    policy: 'boolean default',
    policy_description: 'text null',
    ...AUDIT,
  },
  countries: {
    id: 'integer default',
    iso_code: 'text',
    name: 'text',
  },
  entity_types: {
    id: 'integer',
    name: 'text',
  },
  entry_countries: {
    country_id: 'integer null',
  },
  entry_name_words: {
    kind: 'text',
    word: 'text',
    name: 'text',
    id: 'integer',
  },
  frequency_types: {
    id: 'integer',
    name: 'text',
  },
  email_confirmation_tokens: LINKS,
  home_review_votes: VOTES,
  home_reviews: reviewsOf('home_id'),
  home_types: {
    id: 'integer',
    name: 'text',
  },
  homes: {
    id: 'integer default',
    name: 'text',
    description: 'text',
    home_type_id: 'integer',
    people: 'double precision null',
    bedrooms: 'double precision null',
    bathrooms: 'double precision null',
    pets_allowed: 'boolean default',
    address1: 'text null',
    address2: 'text null',
    city: 'text',
    state_id: 'integer',
    country_id: 'integer',
    postal_code: 'text null',
    phone_number: 'text null',
    email: 'text null',
    website: 'text null',
    policy: 'boolean default',
    policy_description: 'text null',
    ...POSITION,
    ...EARTH,
    ...RATING,
    ...AUDIT,
    search_text: 'text null generated',
    search_words: 'text[] null generated',
    accommodations: 'text[] default',
    ...TRUST,
  },
  mail_outbox: {
    id: 'integer default',
    to_address: 'text',
    subject: 'text',
    /** Sealed (mail/sealed.ts); null once sent. */
    body: 'text null',
    created_at: 'timestamptz default',
    sent_at: 'timestamptz null',
    attempts: 'integer default',
    last_error: 'text null',
    next_attempt_at: 'timestamptz default',
    user_id: 'integer null',
    /** Sealed like the body: extra headers as JSON, or null. */
    headers: 'text null',
  },
  mail_throttle: {
    address_hash: 'text',
    purpose: 'text',
    last_sent_at: 'timestamptz',
    day_started_at: 'timestamptz',
    sent_that_day: 'integer',
  },
  moderation_log: {
    id: 'bigint default',
    actor_id: 'integer null',
    actor_username: 'text null',
    action: 'text',
    target_kind: 'text',
    target_id: 'integer',
    target_name: 'text null',
    detail: 'text null',
    created_date: 'timestamptz default',
  },
  /** Photos of entries and reviews (migration 018); their files are in the photo store under `key`. */
  photos: {
    id: 'integer default',
    key: 'uuid',
    entry_kind: 'text',
    entry_id: 'integer',
    review_id: 'integer null',
    created_by_id: 'integer null',
    caption: 'text',
    shows: 'text',
    width: 'integer',
    height: 'integer',
    placeholder: 'text',
    created_date: 'timestamptz default',
  },
  product_categories: {
    id: 'integer',
    name: 'text',
  },
  product_review_votes: VOTES,
  product_reviews: reviewsOf('product_id'),
  product_types: {
    id: 'integer',
    name: 'text',
    product_category_id: 'integer',
  },
  products: {
    id: 'integer default',
    name: 'text',
    description: 'text',
    product_category_id: 'integer',
    product_type_id: 'integer',
    manufacturer_link: 'text',
    company_id: 'integer',
    ...RATING,
    ...AUDIT,
    search_text: 'text null',
    search_words: 'text[] null',
    accommodations: 'text[] default',
    ...TRUST,
  },
  password_reset_tokens: LINKS,
  refresh_tokens: {
    id: 'bigint default',
    user_id: 'integer',
    family_id: 'text',
    token_hash: 'text',
    created_at: 'timestamptz default',
    expires_at: 'timestamptz',
    rotated_at: 'timestamptz null',
    revoked_at: 'timestamptz null',
    authenticated_at: 'timestamptz',
  },
  reports: {
    id: 'integer default',
    entry_kind: 'text',
    entry_id: 'integer',
    reason: 'text',
    text: 'text null',
    status: 'text default',
    resolution: 'text null',
    note: 'text null',
    created_by_id: 'integer null',
    created_date: 'timestamptz default',
    resolved_by_id: 'integer null',
    resolved_date: 'timestamptz null',
    /** A photo report's photo (migration 018); null for a report of a change. */
    photo_id: 'integer null',
  },
  revisions: {
    id: 'integer default',
    entry_kind: 'text',
    entry_id: 'integer',
    action: 'text',
    changes: 'jsonb default',
    snapshot: 'jsonb',
    reverted_to: 'integer null',
    actor_id: 'integer null',
    created_date: 'timestamptz default',
  },
  search_places: {
    kind: 'text',
    folded: 'text',
    city: 'text',
    entries: 'integer',
  },
  search_vocabulary: {
    kind: 'text',
    word: 'text',
    entries: 'integer',
  },
  social_types: {
    id: 'integer',
    name: 'text',
  },
  socials: {
    id: 'integer default',
    name: 'text',
    description: 'text',
    social_type_id: 'integer',
    frequency_type_id: 'integer',
    website: 'text null',
    contact_name: 'text null',
    phone_number: 'text null',
    email: 'text null',
    policy: 'boolean default',
    policy_description: 'text null',
    address1: 'text null',
    address2: 'text null',
    city: 'text null',
    state_id: 'integer null',
    country_id: 'integer',
    postal_code: 'text null',
    active: 'boolean default',
    ...POSITION,
    ...EARTH,
    ...AUDIT,
    search_text: 'text null generated',
    search_words: 'text[] null generated',
    accommodations: 'text[] default',
    ...TRUST,
  },
  states: {
    id: 'integer default',
    country_id: 'integer',
    iso_code: 'text',
    name: 'text',
  },
  support_tickets: {
    id: 'integer default',
    name: 'text',
    description: 'text null',
    entity_id: 'integer null',
    entity_type_id: 'integer null',
    support_type_id: 'integer',
    active: 'boolean default',
    resolution: 'text null',
    email: 'boolean default',
    ...AUDIT,
    search_text: 'text null generated',
    search_words: 'text[] null generated',
  },
  support_types: {
    id: 'integer',
    name: 'text',
  },
  user_roles: {
    user_id: 'integer',
    role: 'text',
  },
  user_list_entries: {
    list_id: 'integer',
    entry_kind: 'text',
    entry_id: 'integer',
    created_date: 'timestamptz default',
  },
  user_lists: {
    id: 'integer default',
    user_id: 'integer',
    name: 'text',
    builtin: 'text null',
    share_token_hash: 'text null',
    shared_date: 'timestamptz null',
    created_date: 'timestamptz default',
    modified_date: 'timestamptz default',
  },
  user_needs: {
    user_id: 'integer',
    businesses: 'text[] default',
    homes: 'text[] default',
    products: 'text[] default',
    socials: 'text[] default',
    sensitivities: 'text[] default',
    show_with_reviews: 'boolean default',
    modified_date: 'timestamptz default',
  },
  user_types: {
    id: 'integer',
    name: 'text',
  },
  users: {
    id: 'integer default',
    username: 'text',
    email: 'text',
    password_hash: 'text',
    name: 'text null',
    address1: 'text null',
    address2: 'text null',
    city: 'text null',
    state_id: 'integer null',
    country_id: 'integer null',
    postal_code: 'text null',
    phone_number: 'text null',
    website: 'text null',
    ...POSITION,
    created_date: 'timestamptz default',
    modified_date: 'timestamptz default',
    username_key: 'text',
    enabled: 'boolean default',
    email_confirmed: 'boolean default',
    language: 'text default',
  },
} as const satisfies Record<string, Record<string, ColumnSpec>>;

export type Tables = typeof TABLES;
export type TableName = keyof Tables;
/** The columns of a table. */
export type ColumnOf<T extends TableName> = keyof Tables[T] & string;
/**
 * The tables an entry kind can be kept in: an integer id, a name, and who made and last changed each
 * row, so the builder can check an entry's common statements against every one of them.
 */
export type EntryTable = {
  [T in TableName]: Tables[T] extends { id: 'integer default'; name: 'text' } & typeof AUDIT ? T : never;
}[TableName];
/** The entry tables whose rows can be closed or merged into another (`TRUST`). */
export type ClosableTable = {
  [T in EntryTable]: Tables[T] extends Pick<typeof TRUST, 'closed' | 'merged_into_id'> ? T : never;
}[EntryTable];
/** Whether an entry table's rows can be closed and merged, by its declared columns. */
export function isClosable(table: EntryTable): table is ClosableTable {
  const columns = TABLES[table];
  return 'closed' in columns && 'merged_into_id' in columns;
}
/** The tables whose rows have an integer id (those a reference can name). */
export type TableWithId = {
  [T in TableName]: Tables[T] extends { id: 'integer' | 'integer default' } ? T : never;
}[TableName];
