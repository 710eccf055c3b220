/**
 * Every table and column the migrations make (`api/migrations/`), with its PostgreSQL type and
 * whether it may be null: the one place the API's code learns the schema from. `tables.test.ts`
 * checks it against the migrated database on PGlite and PostgreSQL, so it cannot drift; the kinds'
 * specs may name only these columns (a typo or a column left out of a migration fails to compile).
 */
export type ColumnType = 'integer' | 'bigint' | 'text' | 'text[]' | 'boolean' | 'double precision' | 'timestamptz' | 'cube';
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

/** A reviewed kind's reviews, naming their entry by `parent` (business_id…). */
const reviewsOf = <P extends string>(parent: P) =>
  ({
    id: 'integer default',
    // TypeScript types a computed key as a string index; this one is exactly `parent`.
    ...({ [parent]: 'integer' } as Record<P, 'integer'>),
    name: 'text',
    comment: 'text null',
    rating: 'integer',
    confirmed_accommodations: 'text[] default',
    ...AUDIT,
  }) as const;

export const TABLES = {
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
    accommodations: 'text[] default',
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
  frequency_types: {
    id: 'integer',
    name: 'text',
  },
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
    accommodations: 'text[] default',
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
  product_categories: {
    id: 'integer',
    name: 'text',
  },
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
    accommodations: 'text[] default',
  },
  password_reset_tokens: {
    id: 'bigint default',
    user_id: 'integer',
    token_hash: 'text',
    created_at: 'timestamptz default',
    expires_at: 'timestamptz',
    used_at: 'timestamptz null',
  },
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
    accommodations: 'text[] default',
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
  },
  support_types: {
    id: 'integer',
    name: 'text',
  },
  user_roles: {
    user_id: 'integer',
    role: 'text',
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
  },
} as const satisfies Record<string, Record<string, ColumnSpec>>;

export type Tables = typeof TABLES;
export type TableName = keyof Tables;
/** The columns of a table. */
export type ColumnOf<T extends TableName> = keyof Tables[T] & string;
/** The tables whose rows have an integer id (those a reference can name). */
export type TableWithId = { [T in TableName]: Tables[T] extends { id: 'integer' | 'integer default' } ? T : never }[TableName];
