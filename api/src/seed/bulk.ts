/**
 * The bulk seeder behind `npm run seed:bulk`, the benchmarks and the scale tests: realistic names, real cities from the
 * country-state-city dataset, reviews from bulk reviewer accounts that cannot log in, and exact counts and averages.
 */
import { City } from 'country-state-city';
import { sql } from 'kysely';
import type { Database, Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import type { ColumnOf } from '../db/tables.js';
import { businessSpec } from '../kinds/businesses.js';
import { REVIEWED_SPECS } from '../kinds/all.js';
import { recountRatings } from '../reviews/repository.js';
import { refreshAllAccommodationStatus } from '../entries/checks.js';
import {
  ADJECTIVES,
  COUNTRIES,
  HOME_NOTES,
  HOME_NOUNS,
  NOTES,
  NOUNS,
  PRODUCT_NAME_WORDS,
  REVIEW_TITLES,
} from './fixtures/bulk-words.js';

/** A small seeded generator, so a bulk database (and the typo bench's sample) is the same every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Place {
  city: string;
  stateId: number | null;
  countryId: number;
  latitude: number;
  longitude: number;
}

async function places(db: Queryable, count: number, next: () => number): Promise<Place[]> {
  const states = await rows(
    db,
    build
      .selectFrom('states as s')
      .innerJoin('countries as c', 'c.id', 's.country_id')
      .select(['s.id', 's.iso_code as iso', 'c.iso_code as country', 'c.id as country_id'])
      .where('c.iso_code', 'in', COUNTRIES),
  );
  const stateId = new Map(states.map((s) => [`${s.country}/${s.iso}`, s]));
  const cities = COUNTRIES.flatMap((code) => City.getCitiesOfCountry(code) ?? []).filter((c) =>
    stateId.has(`${c.countryCode}/${c.stateCode}`),
  );
  return Array.from({ length: count }, () => {
    const city = cities[Math.floor(next() * cities.length)]!;
    const state = stateId.get(`${city.countryCode}/${city.stateCode}`)!;
    return {
      city: city.name,
      stateId: state.id,
      countryId: state.country_id,
      latitude: Number(city.latitude),
      longitude: Number(city.longitude),
    };
  });
}

const BATCH = 5_000;

type BulkTable = 'businesses' | 'homes' | 'products';
/** A column of any of the tables. */
type AnyColumnOf<T extends BulkTable> = T extends BulkTable ? ColumnOf<T> : never;
/** A bulk-inserted column: its name and the PostgreSQL type of its array. */
type Column<T extends BulkTable = BulkTable> = readonly [
  name: AnyColumnOf<T>,
  pgType: 'text' | 'int' | 'float8' | 'bool',
];

/**
 * Inserts rows (objects keyed by column) in one statement through unnest, with the audit columns:
 * one array parameter per column, so a batch of thousands stays far below the parameter limit.
 */
async function insertRows<T extends BulkTable>(
  db: Queryable,
  table: T,
  columns: readonly Column<T>[],
  batch: readonly Partial<Record<AnyColumnOf<T>, unknown>>[],
  createdBy: number,
): Promise<number[]> {
  const names = columns.map(([c]) => sql.id(c));
  const arrays = columns.map(([c, t]) => sql`${batch.map((r) => r[c] ?? null)}::${sql.raw(t)}[]`);
  const inserted = await rows(
    db,
    compiled(
      sql<{ id: number }>`INSERT INTO ${sql.table(table)} (${sql.join(names)}, created_by_id, modified_by_id)
       SELECT *, ${createdBy}::int, ${createdBy}::int FROM unnest(${sql.join(arrays)}) RETURNING id`,
    ),
  );
  return inserted.map((r) => r.id);
}

const PLACE_COLUMNS: readonly (readonly [ColumnOf<'businesses'> & ColumnOf<'homes'>, 'text' | 'int' | 'float8'])[] = [
  ['city', 'text'],
  ['state_id', 'int'],
  ['country_id', 'int'],
  ['latitude', 'float8'],
  ['longitude', 'float8'],
];

/** The bulk rows of each reviewed kind: its columns, and row `i` from a random source and a place. */
const BULK_ROWS = {
  businesses: {
    columns: [
      ['name', 'text'],
      ['description', 'text'],
      ['business_type_id', 'int'],
      ['website', 'text'],
      ['policy', 'bool'],
      ['policy_description', 'text'],
      ...PLACE_COLUMNS,
    ] satisfies Column<'businesses'>[],
    row: (i: number, next: () => number, place: Place) => ({
      name: `${pick(next, ADJECTIVES)} ${pick(next, NOUNS)} ${i}`,
      description: `${pick(next, NOTES)} ${pick(next, NOTES)}`,
      business_type_id: 1 + Math.floor(next() * 20),
      website: `https://example.org/business/${i}`,
      policy: next() < 0.6,
      ...placeColumns(place),
    }),
  },
  homes: {
    columns: [
      ['name', 'text'],
      ['description', 'text'],
      ['home_type_id', 'int'],
      ['people', 'float8'],
      ['bedrooms', 'float8'],
      ['bathrooms', 'float8'],
      ['pets_allowed', 'bool'],
      ['policy', 'bool'],
      ...PLACE_COLUMNS,
    ] satisfies Column<'homes'>[],
    row: (i: number, next: () => number, place: Place) => {
      const bedrooms = 1 + Math.floor(next() * 4);
      return {
        name: `${pick(next, ADJECTIVES)} ${pick(next, HOME_NOUNS)} ${i}`,
        description: `${pick(next, HOME_NOTES)} ${pick(next, NOTES)}`,
        home_type_id: 1 + Math.floor(next() * 10),
        people: bedrooms * 2,
        bedrooms,
        bathrooms: 1 + Math.floor(next() * 4) / 2,
        pets_allowed: next() < 0.3,
        policy: next() < 0.6,
        ...placeColumns(place),
      };
    },
  },
} as const;

const pick = <T>(next: () => number, list: readonly T[]) => list[Math.floor(next() * list.length)]!;
const placeColumns = (p: Place) => ({
  city: p.city,
  state_id: p.stateId,
  country_id: p.countryId,
  latitude: p.latitude,
  longitude: p.longitude,
});

async function insertBulk(
  db: Database,
  table: keyof typeof BULK_ROWS,
  count: number,
  createdBy: number,
  seed: number,
): Promise<void> {
  const next = seededRandom(seed);
  const { columns, row } = BULK_ROWS[table];
  for (let start = 0; start < count; start += BATCH) {
    const where = await places(db, Math.min(BATCH, count - start), next);
    const batch = where.map((place, i) => row(seed + start + i, next, place));
    await db.transaction((tx) => insertRows<BulkTable>(tx, table, columns, batch, createdBy));
  }
}

/** Products from a few hundred companies, with categories and types that belong together. */
async function insertProducts(db: Database, count: number, createdBy: number, seed: number): Promise<void> {
  if (count === 0) return;
  const next = seededRandom(seed);
  const types = await rows(
    db,
    build.selectFrom('product_types').select(['id', 'name', 'product_category_id as category']),
  );
  const companyCount = Math.max(1, Math.min(500, Math.ceil(count / 200)));
  const companies = await rows(
    db,
    build
      .insertInto('companies')
      .values(
        Array.from({ length: companyCount }, (_, i) => ({
          name: `Bulk ${seed} Company ${i + 1}`,
          website: `https://example.org/company/${i + 1}`,
          policy: (i + 1) % 2 === 0,
          created_by_id: createdBy,
          modified_by_id: createdBy,
        })),
      )
      .returning('id'),
  );
  const columns: Column<'products'>[] = [
    ['name', 'text'],
    ['description', 'text'],
    ['product_category_id', 'int'],
    ['product_type_id', 'int'],
    ['manufacturer_link', 'text'],
    ['company_id', 'int'],
  ];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const type = pick(next, types);
      return {
        name: `${pick(next, PRODUCT_NAME_WORDS)} ${type.name} ${seed + start + i}`,
        description: `Fragrance-free ${type.name.toLowerCase()} with no masking scent.`,
        product_category_id: type.category,
        product_type_id: type.id,
        manufacturer_link: `https://example.org/product/${seed + start + i}`,
        company_id: pick(next, companies).id,
      };
    });
    await db.transaction((tx) => insertRows(tx, 'products', columns, batch, createdBy));
  }
}

/** Bulk reviewers: accounts with an unusable password, so nobody can log in as them. */
async function reviewers(db: Database, count: number): Promise<void> {
  const accounts = Array.from({ length: count }, (_, i) => {
    const username = `reviewer${String(i + 1).padStart(3, '0')}`;
    return {
      username,
      username_key: username,
      email: `reviewer${i + 1}@example.invalid`,
      password_hash: '!',
      name: `Bulk Reviewer ${i + 1}`,
    };
  });
  await rows(
    db,
    build
      .insertInto('users')
      .values(accounts)
      .onConflict((oc) => oc.doNothing()),
  );
  const reviewerIds = build
    .selectFrom('users')
    .select(['id as user_id', sql.lit('ROLE_USER').as('role')])
    .where('username', 'like', 'reviewer%');
  await rows(
    db,
    build
      .insertInto('user_roles')
      .columns(['user_id', 'role'])
      .expression(reviewerIds)
      .onConflict((oc) => oc.doNothing()),
  );
}

/** Up to three reviews for each entry without any, then exact counts and averages for all. */
async function reviewAndRecount(db: Database): Promise<void> {
  for (const spec of REVIEWED_SPECS) {
    const { table } = spec;
    const { table: reviews, parentColumn: parent } = spec.reviews;
    await db.transaction(async (tx) => {
      const titles = sql`${REVIEW_TITLES}::text[]`;
      await rows(
        tx,
        compiled(
          sql`INSERT INTO ${sql.table(reviews)}
             (${sql.id(parent)}, name, comment, rating, created_by_id, modified_by_id)
           SELECT e.id, (${titles})[1 + (e.id + u.n) % array_length(${titles}, 1)],
                  'Visited with my partner, who reacts to fragrance.',
                  1 + (e.id * 7 + u.n * 3) % 5, u.id, u.id
           FROM ${sql.table(table)} e
           JOIN LATERAL (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'reviewer%') u
             ON u.n <= e.id % 4
           WHERE e.review_count = 0
           ON CONFLICT DO NOTHING`,
        ),
      );
      await recountRatings(tx, spec);
    });
    await rows(db, compiled(sql`ANALYZE ${sql.table(table)}`));
    await rows(db, compiled(sql`ANALYZE ${sql.table(reviews)}`));
  }
}

export interface BulkCounts {
  businesses?: number;
  homes?: number;
  products?: number;
}

/** `npm run seed:bulk -- --businesses N --homes N --products N`. */
export async function seedBulk(db: Database, counts: BulkCounts): Promise<void> {
  await reviewers(db, 3);
  const owner = (await first(db, build.selectFrom('users').select('id').where('username', '=', 'reviewer001')))!.id;
  const seedFor = async (table: BulkTable) =>
    1 + ((await first(db, build.selectFrom(table).select(sql<number>`count(*)::int`.as('n'))))?.n ?? 0);
  if (counts.businesses) await insertBulk(db, 'businesses', counts.businesses, owner, await seedFor('businesses'));
  if (counts.homes) await insertBulk(db, 'homes', counts.homes, owner, await seedFor('homes'));
  if (counts.products) await insertProducts(db, counts.products, owner, await seedFor('products'));
  await reviewAndRecount(db);
  if (counts.businesses) await confirmBulkBusinesses(db);
  // The triggers filled the vocabulary, places and name postings (migrations 019, 021): their
  // statistics, once. Without them the planner takes a word's postings for a few dozen rows, and
  // reads all of a common word's to find ten ("breathe easy": 0.9 s instead of 0.5 ms).
  await rows(db, compiled(sql`ANALYZE search_vocabulary`));
  await rows(db, compiled(sql`ANALYZE search_places`));
  await rows(db, compiled(sql`ANALYZE entry_name_words`));
}

/**
 * One business in CONFIRMED_EVERY lists two accommodations, confirmed by a bulk reviewer at dates
 * spread over two years (half of them within the last twelve months): the "confirmed recently"
 * filter must find these few among a million without reading the rest.
 */
const CONFIRMED_EVERY = 500;
export async function confirmBulkBusinesses(db: Database): Promise<void> {
  const reviewer = (await first(db, build.selectFrom('users').select('id').where('username', '=', 'reviewer001')))!.id;
  const keys = ['unscented-soap', 'ventilation'];
  await db.transaction(async (tx) => {
    await rows(
      tx,
      compiled(sql`UPDATE businesses SET accommodations = ${keys}::text[]
        WHERE id % ${CONFIRMED_EVERY} = 0 AND accommodations = '{}'
        AND NOT EXISTS (SELECT 1 FROM accommodation_checks c
          WHERE c.entry_kind = 'businesses' AND c.entry_id = businesses.id)`),
    );
    await rows(
      tx,
      compiled(sql`INSERT INTO accommodation_checks (entry_kind, entry_id, user_id, accommodation, holds, created_date)
        SELECT 'businesses', b.id, ${reviewer}::int, k, true,
          now() - make_interval(months => (b.id / ${CONFIRMED_EVERY} % 24)::int)
        FROM businesses b CROSS JOIN LATERAL unnest(b.accommodations) k
        WHERE b.id % ${CONFIRMED_EVERY} = 0
          AND NOT EXISTS (SELECT 1 FROM accommodation_checks c
            WHERE c.entry_kind = 'businesses' AND c.entry_id = b.id)`),
    );
    await refreshAllAccommodationStatus(tx, businessSpec);
  });
  await rows(db, compiled(sql`ANALYZE businesses`));
}
