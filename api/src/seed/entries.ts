/**
 * Demo entries with reviews, into an empty demo database only: the fixtures (`fixtures/`) as rows, each entry's first
 * revision, and dated checks of the accommodations its reviews confirmed.
 */
import { City } from 'country-state-city';
import { sql } from 'kysely';
import type { Database, Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { businessSpec } from '../kinds/businesses.js';
import type { ReviewSpec } from '../kinds/spec.js';
import { ENTRY_SPECS, REVIEWED_SPECS } from '../kinds/all.js';
import { recordRevision } from '../entries/history.js';
import { EntryRepository } from '../entries/repository.js';
import { recountRatings } from '../reviews/repository.js';
import { refreshAllAccommodationStatus } from '../entries/checks.js';
import { homeSpec } from '../kinds/homes.js';
import { productSpec } from '../kinds/products.js';
import { DEMO_BUSINESS_POLICY, DEMO_BUSINESSES } from './fixtures/businesses.js';
import { DEMO_HOMES } from './fixtures/homes.js';
import { DEMO_COMPANY, DEMO_PRODUCTS } from './fixtures/products.js';
import { DEMO_SOCIALS } from './fixtures/socials.js';
import { DEMO_STATES, type DemoReview, type DemoTown, type DemoUsername } from './fixtures/types.js';

/** What the demo's rows take from the database: the demo accounts' ids, and its towns' states and country. */
interface Demo {
  readonly by: (username: DemoUsername) => number;
  /** Who created and last changed a row: its owner. */
  readonly audit: (owner: DemoUsername) => { created_by_id: number; modified_by_id: number };
  /** A town's columns, with the dataset's coordinates (Portland 45.52, -122.68 …). */
  readonly at: (town: DemoTown) => {
    city: string;
    state_id: number;
    country_id: number;
    latitude: number | null;
    longitude: number | null;
  };
  /** The country of every demo town, and of the demo company. */
  readonly countryId: number;
}

/** An entry inserted with the reviews it is to have: all reviews are inserted after the entries. */
interface Reviewed {
  readonly spec: ReviewSpec;
  readonly id: number;
  readonly reviews: readonly DemoReview[];
}

/**
 * Demo entries in three towns (Portland, Oregon; Seattle, Washington; Austin, Texas) and a few more in Oregon, each
 * with the accommodations it offers and reviews that say different things and confirm some of them, so a first start
 * shows what the site is for. The first three businesses, two homes and two products keep their ids and names (tests
 * name them); the rest follow. Reviewers are the demo accounts, one review each per entry, never on their own entry.
 */
export async function seedDemoEntries(db: Database): Promise<void> {
  const demo = await lookUpDemo(db);
  await db.transaction(async (tx) => {
    const reviewed = [
      ...(await insertBusinesses(tx, demo)),
      ...(await insertHomes(tx, demo)),
      ...(await insertProducts(tx, demo)),
    ];
    await insertSocials(tx, demo);
    await insertReviews(tx, demo, reviewed);
    for (const spec of REVIEWED_SPECS) await recountRatings(tx, spec);
    await recordCreations(tx);
    await seedDemoChecks(tx, demo.by, { stale: DEMO_BUSINESSES[1]!.name, disputed: DEMO_BUSINESSES[2]!.name });
  });
}

async function lookUpDemo(db: Database): Promise<Demo> {
  const users = await rows(
    db,
    build
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['member', 'moderator', 'administrator']),
  );
  const by = (username: DemoUsername) => users.find((u) => u.username === username)!.id;
  const stateRows = await rows(
    db,
    build
      .selectFrom('states as s')
      .innerJoin('countries as c', 'c.id', 's.country_id')
      .select(['s.id as state', 'c.id as country', 's.iso_code as iso'])
      .where('c.iso_code', '=', 'US')
      .where('s.iso_code', 'in', [...DEMO_STATES]),
  );
  const state = (iso: string) => stateRows.find((s) => s.iso === iso)!;
  return {
    by,
    audit: (owner) => ({ created_by_id: by(owner), modified_by_id: by(owner) }),
    at: ({ city, state: iso }) => {
      const found = City.getCitiesOfState('US', iso).find((c) => c.name === city);
      const { state: state_id, country: country_id } = state(iso);
      return {
        city,
        state_id,
        country_id,
        latitude: found ? Number(found.latitude) : null,
        longitude: found ? Number(found.longitude) : null,
      };
    },
    countryId: state('OR').country,
  };
}

/** A demo place's website: its name as a path of example.org. */
const websiteOf = (name: string) => `https://example.org/${name.toLowerCase().replace(/\W+/g, '-')}`;

/** One statement each, in the fixtures' order, so their ids are the fixtures' places in it. */
async function insertBusinesses(tx: Queryable, { at, audit }: Demo): Promise<Reviewed[]> {
  const reviewed: Reviewed[] = [];
  for (const business of DEMO_BUSINESSES) {
    const row = {
      name: business.name,
      description: business.description,
      business_type_id: business.type,
      website: websiteOf(business.name),
      policy: true,
      policy_description: DEMO_BUSINESS_POLICY,
      accommodations: [...business.accommodations],
      ...at(business.town),
      address1: business.address,
      phone_number: business.phone,
      ...audit(business.owner),
    };
    const { id } = (await first(tx, build.insertInto('businesses').values(row).returning('id')))!;
    reviewed.push({ spec: businessSpec.reviews, id, reviews: business.reviews });
  }
  return reviewed;
}

async function insertHomes(tx: Queryable, { at, audit }: Demo): Promise<Reviewed[]> {
  const reviewed: Reviewed[] = [];
  for (const home of DEMO_HOMES) {
    const row = {
      name: home.name,
      description: home.description,
      home_type_id: home.type,
      ...home.size,
      pets_allowed: false,
      policy: true,
      accommodations: [...home.accommodations],
      ...at(home.town),
      ...audit(home.owner),
    };
    const { id } = (await first(tx, build.insertInto('homes').values(row).returning('id')))!;
    reviewed.push({ spec: homeSpec.reviews, id, reviews: home.reviews });
  }
  return reviewed;
}

/** The demo company, then its products in one statement. */
async function insertProducts(tx: Queryable, { audit, countryId }: Demo): Promise<Reviewed[]> {
  const company = (await first(
    tx,
    build
      .insertInto('companies')
      .values({
        name: DEMO_COMPANY.name,
        website: DEMO_COMPANY.website,
        country_id: countryId,
        policy: DEMO_COMPANY.policy,
        ...audit(DEMO_COMPANY.owner),
      })
      .returning('id'),
  ))!.id;
  const products = await rows(
    tx,
    build
      .insertInto('products')
      .values(
        DEMO_PRODUCTS.map((product) => ({
          name: product.name,
          description: product.description,
          product_category_id: product.category,
          product_type_id: product.type,
          manufacturer_link: product.link,
          company_id: company,
          accommodations: [...product.accommodations],
          ...audit(product.owner),
        })),
      )
      .returning('id'),
  );
  return products.map(({ id }, i) => ({ spec: productSpec.reviews, id, reviews: DEMO_PRODUCTS[i]?.reviews ?? [] }));
}

async function insertSocials(tx: Queryable, { at, audit }: Demo): Promise<void> {
  await rows(
    tx,
    build.insertInto('socials').values(
      DEMO_SOCIALS.map((social) => ({
        name: social.name,
        description: social.description,
        social_type_id: social.socialType,
        frequency_type_id: social.frequencyType,
        contact_name: social.contactName,
        policy: social.policy,
        accommodations: [...social.accommodations],
        ...at(social.town),
        ...audit(social.owner),
      })),
    ),
  );
}

/**
 * One statement per reviews table, in entry order, so the first review is the first business's (review 1 of business
 * 1) and seeding stays a handful of statements.
 */
async function insertReviews(tx: Queryable, { by }: Demo, reviewed: readonly Reviewed[]): Promise<void> {
  for (const spec of REVIEWED_SPECS) {
    const values = reviewed
      .filter((entry) => entry.spec === spec.reviews)
      .flatMap((entry) =>
        entry.reviews.map(
          ({ author, rating, title, comment, confirmed }) =>
            sql`(${entry.id}, ${title}, ${comment}, ${rating}, ${[...confirmed]}::text[],
                ${by(author)}, ${by(author)})`,
        ),
      );
    if (!values.length) continue;
    await rows(
      tx,
      compiled(
        sql`INSERT INTO ${sql.table(spec.reviews.table)} (${sql.id(spec.reviews.parentColumn)}, name, comment, rating,
             confirmed_accommodations, created_by_id, modified_by_id)
           VALUES ${sql.join(values)}`,
      ),
    );
  }
}

/** Each demo entry's history starts with its creation, as one added through the API does. */
async function recordCreations(tx: Queryable): Promise<void> {
  for (const spec of ENTRY_SPECS) {
    const repository = new EntryRepository(spec);
    for (const { id } of await rows(tx, build.selectFrom(spec.table).select('id').orderBy('id'))) {
      const entry = await repository.find(tx, id);
      if (entry)
        await recordRevision(tx, spec, id, {
          action: 'created',
          actorId: entry.createdById ?? null,
          before: null,
          after: entry,
        });
    }
  }
}

/**
 * The demo reviews' confirmations as dated checks (spread over the last months, so the dates
 * differ), one accommodation last confirmed over a year ago (`stale`: its cleaning), and one
 * disputed by two people against one confirmation (`disputed`: its air fresheners); then every
 * entry's summary.
 */
async function seedDemoChecks(
  tx: Queryable,
  by: (username: DemoUsername) => number,
  names: { stale: string; disputed: string },
): Promise<void> {
  for (const spec of REVIEWED_SPECS) {
    await rows(
      tx,
      compiled(sql`INSERT INTO accommodation_checks
          (entry_kind, entry_id, user_id, accommodation, holds, review_id, created_date)
        SELECT ${spec.collection}, ${sql.ref(`r.${spec.reviews.parentColumn}`)}, r.created_by_id, k, true, r.id,
          now() - make_interval(days => (r.id * 37 % 150)::int)
        FROM ${sql.table(spec.reviews.table)} r CROSS JOIN LATERAL unnest(r.confirmed_accommodations) k`),
    );
  }
  const idOf = async (name: string) =>
    (await first(tx, compiled(sql<{ id: number }>`SELECT id FROM businesses WHERE name = ${name}`)))!.id;
  const stale = await idOf(names.stale);
  await rows(
    tx,
    compiled(sql`UPDATE accommodation_checks SET created_date = now() - interval '14 months'
      WHERE entry_kind = 'businesses' AND entry_id = ${stale} AND accommodation = 'fragrance-free-cleaning'`),
  );
  const disputed = await idOf(names.disputed);
  for (const [username, daysAgo] of [
    ['member', 12],
    ['administrator', 3],
  ] as const) {
    await rows(
      tx,
      compiled(sql`INSERT INTO accommodation_checks (entry_kind, entry_id, user_id, accommodation, holds, created_date)
        VALUES ('businesses', ${disputed}, ${by(username)}, 'no-air-fresheners', false,
          now() - make_interval(days => ${daysAgo}::int))`),
    );
  }
  for (const spec of REVIEWED_SPECS) await refreshAllAccommodationStatus(tx, spec);
}
