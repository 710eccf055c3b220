/**
 * Demo businesses with reviews (into an empty demo database only), and the bulk seeder behind
 * `npm run seed:bulk`: realistic names, real cities from the country-state-city dataset,
 * reviews from bulk reviewer accounts that cannot log in, and exact counts and averages.
 */
import { City } from 'country-state-city';
import { sql } from 'kysely';
import type { Database, Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import type { ColumnOf } from '../db/tables.js';
import { businessSpec } from '../kinds/businesses.js';
import type { ReviewSpec } from '../kinds/spec.js';
import { ENTRY_SPECS, REVIEWED_SPECS } from '../kinds/all.js';
import { recordRevision } from '../entries/history.js';
import { EntryRepository } from '../entries/repository.js';
import { recountRatings } from '../reviews/repository.js';
import { refreshAllAccommodationStatus } from '../entries/checks.js';
import { homeSpec } from '../kinds/homes.js';
import { productSpec } from '../kinds/products.js';

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

const ADJECTIVES = [
  'Clear Air',
  'Fresh',
  'Green Leaf',
  'Unscented',
  'Pure',
  'Gentle',
  'Breathe Easy',
  'Simple',
  'Quiet',
  'Sunny',
  'Blue Sky',
  'Willow',
  'Cedar',
  'Maple',
  'River',
];
const NOUNS = [
  'Cafe',
  'Bakery',
  'Grocery',
  'Salon',
  'Barber Shop',
  'Dental',
  'Clinic',
  'Pharmacy',
  'Inn',
  'Gym',
  'Yoga',
  'Books',
  'Laundry',
  'Vet',
  'Market',
  'Kitchen',
  'Studio',
  'Diner',
];
const NOTES = [
  'No air fresheners or scented candles anywhere.',
  'Staff use unscented products and the restrooms have fragrance-free soap.',
  'Ask for the fragrance-free room; they air it out before you arrive.',
  'Great ventilation and a written fragrance-free policy at the door.',
  'Cleaned with plain vinegar and water, nothing perfumed.',
];
const COUNTRIES = ['US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'NL'];
const REVIEW_TITLES = [
  'Safe for me',
  'Mostly fine',
  'Could breathe easily',
  'A little scent at the door',
  'Wonderful staff',
  'Not fragrance free',
];

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

const PRODUCT_NAME_WORDS = ['Free & Clear', 'Unscented', 'Pure', 'Sensitive', 'Plain'];
const HOME_NOUNS = ['Cabin', 'Cottage', 'Apartment', 'Retreat', 'Studio', 'House', 'Loft'];
const HOME_NOTES = [
  'Aired out for a day before every stay.',
  'Unscented linens, washed in fragrance-free detergent.',
  'No plug-in air fresheners, ever.',
];

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

/** A demo review: its author, stars, words and the accommodations the visit confirmed. */
type DemoReview = readonly [
  author: 'member' | 'moderator' | 'administrator',
  rating: number,
  title: string,
  comment: string,
  confirmed: readonly string[],
];

/**
 * Demo entries in three towns (Portland, Oregon; Seattle, Washington; Austin, Texas), each with the
 * accommodations it offers and reviews that say different things and confirm some of them, so a
 * first start shows what the site is for. The first three businesses, two homes and two products
 * keep their ids and names (tests name them); the rest follow. Reviewers are the demo accounts,
 * one review each per entry, never on their own entry.
 */
export async function seedDemoEntries(db: Database): Promise<void> {
  const users = await rows(
    db,
    build
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['member', 'moderator', 'administrator']),
  );
  const by = (username: string) => users.find((u) => u.username === username)!.id;
  const stateRows = await rows(
    db,
    build
      .selectFrom('states as s')
      .innerJoin('countries as c', 'c.id', 's.country_id')
      .select(['s.id as state', 'c.id as country', 's.iso_code as iso'])
      .where('c.iso_code', '=', 'US')
      .where('s.iso_code', 'in', ['OR', 'WA', 'TX']),
  );
  const state = (iso: string) => stateRows.find((s) => s.iso === iso)!;
  const oregon = state('OR');
  /** A town by name in a US state, with the dataset's coordinates (Portland 45.52, -122.68 …). */
  const at = (city: string, iso = 'OR') => {
    const found = City.getCitiesOfState('US', iso).find((c) => c.name === city);
    const { state: state_id, country: country_id } = state(iso);
    return {
      city,
      state_id,
      country_id,
      latitude: found ? Number(found.latitude) : null,
      longitude: found ? Number(found.longitude) : null,
    };
  };
  const slug = (name: string) => `https://example.org/${name.toLowerCase().replace(/\W+/g, '-')}`;
  // Street addresses and 555-01xx numbers (reserved for fiction), so a place's page offers a call and directions.
  const business = (
    name: string,
    type: number,
    place: ReturnType<typeof at>,
    description: string,
    accommodations: readonly string[],
    address1: string,
    phone_number: string,
  ) => ({
    name,
    description,
    business_type_id: type,
    website: slug(name),
    policy: true,
    policy_description: 'Written policy at the door.',
    accommodations: [...accommodations],
    ...place,
    address1,
    phone_number,
  });
  const home = (
    name: string,
    type: number,
    place: ReturnType<typeof at>,
    description: string,
    accommodations: readonly string[],
    size = { people: 4, bedrooms: 2, bathrooms: 1 },
  ) => ({
    name,
    description,
    home_type_id: type,
    ...size,
    pets_allowed: false,
    policy: true,
    accommodations: [...accommodations],
    ...place,
  });
  type Owner = 'member' | 'moderator' | 'administrator';
  const demo: {
    businesses: [ReturnType<typeof business>, Owner, DemoReview[]][];
    homes: [ReturnType<typeof home>, Owner, DemoReview[]][];
  } = {
    businesses: [
      [
        business(
          'Clear Air Cafe',
          2,
          at('Portland'),
          'Unscented soap in the restrooms, no candles or plug-ins, and the staff are asked not to wear fragrance.',
          ['unscented-soap', 'no-air-fresheners', 'staff-fragrance-free', 'ventilation'],
          '1234 SE Hawthorne Blvd',
          '(503) 555-0142',
        ),
        'member',
        [
          [
            'moderator',
            5,
            'Could breathe easily',
            'Sat by the open window for two hours and had no reaction at all. The restroom soap really is unscented.',
            ['unscented-soap', 'ventilation'],
          ],
          [
            'administrator',
            4,
            'Good, one wearer on staff',
            'Mostly great; one barista had on cologne the morning I went. ' +
              'The manager apologised and moved them to the back.',
            ['no-air-fresheners'],
          ],
        ],
      ],
      [
        business(
          'Willow Fragrance-Free Salon',
          4,
          at('Eugene'),
          'Every product on the shelf is fragrance-free; they will show you the ingredient lists.',
          ['written-policy', 'fragrance-free-cleaning', 'staff-fragrance-free'],
          '88 W Broadway',
          '(541) 555-0117',
        ),
        'moderator',
        [
          [
            'member',
            5,
            'First haircut in years without a migraine',
            'They opened every bottle for me to check and the stylist wore nothing scented. Booked again.',
            ['staff-fragrance-free', 'written-policy'],
          ],
          [
            'administrator',
            4,
            'Ask for the first slot',
            'Fine for me in the morning. By afternoon the dryer vents made it a bit stuffy.',
            ['fragrance-free-cleaning'],
          ],
        ],
      ],
      [
        business(
          'Green Leaf Grocery',
          3,
          at('Salem'),
          'The cleaning aisle is at the far end, away from the entrance, and the store is well ventilated.',
          ['ventilation', 'no-air-fresheners'],
          '450 Court St NE',
          '(503) 555-0163',
        ),
        'administrator',
        [
          [
            'member',
            3,
            'Good air, scented aisle',
            'The entrance is fine, but the detergent aisle is strong; I send my partner for those.',
            ['ventilation'],
          ],
          [
            'moderator',
            4,
            'Quiet hours help',
            'Tuesday mornings are calm and the air is clear. No plug-ins by the tills any more.',
            ['no-air-fresheners'],
          ],
        ],
      ],
      [
        business(
          'Pike Street Dental',
          6,
          at('Seattle', 'WA'),
          'A dental office with a written fragrance-free policy for staff and patients, ' +
            'and unscented products in every room.',
          ['written-policy', 'staff-fragrance-free', 'unscented-soap'],
          '1520 Pike St',
          '(206) 555-0188',
        ),
        'member',
        [
          [
            'moderator',
            5,
            'They read my note and acted on it',
            'The hygienist changed her gloves to unscented ones before starting. No air freshener in the waiting room.',
            ['staff-fragrance-free', 'unscented-soap'],
          ],
          [
            'administrator',
            5,
            'Best dentist for us',
            'Policy posted at reception, and they ask other patients not to wear fragrance on the day of your visit.',
            ['written-policy'],
          ],
        ],
      ],
      [
        business(
          'Ballard Book Nook',
          14,
          at('Seattle', 'WA'),
          'A small bookshop with big windows that open, no incense, and a staff that skips perfume.',
          ['ventilation', 'no-air-fresheners'],
          '5301 Ballard Ave NW',
          '(206) 555-0125',
        ),
        'moderator',
        [
          [
            'member',
            4,
            'Lovely when the door is open',
            'Fresh air from the street and not a candle in sight. Busy Saturdays can bring in some perfume.',
            ['ventilation', 'no-air-fresheners'],
          ],
        ],
      ],
      [
        business(
          'South Congress Clinic',
          7,
          at('Austin', 'TX'),
          'A family clinic that keeps a fragrance-free exam room and asks staff to avoid scented products.',
          ['staff-fragrance-free', 'fragrance-free-cleaning'],
          '1800 S Congress Ave',
          '(512) 555-0139',
        ),
        'administrator',
        [
          [
            'member',
            4,
            'Ask for room 3',
            'Room 3 is the fragrance-free one and it was fine. The lobby still had a plug-in last month.',
            ['fragrance-free-cleaning'],
          ],
          [
            'moderator',
            2,
            'Not for me this time',
            'The front desk cleaner was strongly scented and I had to wait outside. They said they would change it.',
            [],
          ],
        ],
      ],
    ],
    homes: [
      [
        home(
          'Quiet Pines Cabin',
          5,
          at('Bend'),
          'Aired out for a day before every stay; linens washed in fragrance-free detergent.',
          ['fragrance-free-laundry', 'no-air-fresheners', 'no-smoking'],
        ),
        'member',
        [
          [
            'moderator',
            5,
            'Slept through the night',
            'The linens smelled of nothing at all. The owner left the windows open the day before we came.',
            ['fragrance-free-laundry', 'no-air-fresheners'],
          ],
          [
            'administrator',
            4,
            'Bring your own soap',
            'Cabin air was clean, but the hand soap by the sink was scented. Easy to put away.',
            ['no-smoking'],
          ],
        ],
      ],
      [
        home(
          'Riverside Studio',
          8,
          at('Portland'),
          'No plug-in air fresheners and no scented cleaning products, ever.',
          ['no-air-fresheners', 'fragrance-free-cleaning'],
          { people: 2, bedrooms: 1, bathrooms: 1 },
        ),
        'moderator',
        [
          [
            'member',
            4,
            'Clean and plain',
            'Nothing scented anywhere. The neighbours dryer vent is below the window, so keep that one shut.',
            ['no-air-fresheners', 'fragrance-free-cleaning'],
          ],
        ],
      ],
      [
        home(
          'Capitol Hill Garden Flat',
          2,
          at('Seattle', 'WA'),
          'A ground-floor flat with its own entrance; the host uses only fragrance-free laundry and cleaning products.',
          ['fragrance-free-laundry', 'fragrance-free-cleaning', 'unscented-toiletries'],
          { people: 3, bedrooms: 1, bathrooms: 1 },
        ),
        'member',
        [
          [
            'moderator',
            5,
            'The host gets it',
            'She sent me the brand of every product before I booked. Unscented toiletries in the bathroom too.',
            ['fragrance-free-laundry', 'unscented-toiletries'],
          ],
        ],
      ],
      [
        home(
          'Zilker Park Cottage',
          6,
          at('Austin', 'TX'),
          'A detached cottage near the park; no candles, diffusers or air fresheners, ' +
            'and no smoking anywhere on the property.',
          ['no-scented-candles', 'no-air-fresheners', 'no-smoking'],
        ),
        'moderator',
        [
          [
            'member',
            3,
            'Good house, scented linens',
            'The house itself was fine, but the sheets had been washed with a scented detergent. ' +
              'The host rewashed them the next day.',
            ['no-scented-candles', 'no-smoking'],
          ],
          [
            'administrator',
            5,
            'Perfect after the change',
            'They switched to fragrance-free laundry for good after the last review. Clear air everywhere.',
            ['no-air-fresheners'],
          ],
        ],
      ],
    ],
  };
  const productReviews: DemoReview[][] = [
    [
      [
        'moderator',
        5,
        'No reaction at all',
        'Used it daily for a month; no headache and my partner could not smell it on me.',
        ['fragrance-free', 'full-ingredients'],
      ],
      [
        'administrator',
        4,
        'Works, a little drying',
        'Truly scent-free. My hair needs conditioner after it, which the label does not mention.',
        ['fragrance-free'],
      ],
    ],
    [
      [
        'moderator',
        4,
        'Rinses out completely',
        'Towels come out smelling of nothing. Needs a second rinse for heavy loads.',
        ['fragrance-free', 'no-essential-oils'],
      ],
    ],
  ];
  await db.transaction(async (tx) => {
    const reviewed: { spec: ReviewSpec; id: number; reviews: DemoReview[] }[] = [];
    const audit = (owner: string) => ({ created_by_id: by(owner), modified_by_id: by(owner) });
    for (const [row, owner, reviews] of demo.businesses) {
      const { id } = (await first(
        tx,
        build
          .insertInto('businesses')
          .values({ ...row, ...audit(owner) })
          .returning('id'),
      ))!;
      reviewed.push({ spec: businessSpec.reviews, id, reviews });
    }
    for (const [row, owner, reviews] of demo.homes) {
      const { id } = (await first(
        tx,
        build
          .insertInto('homes')
          .values({ ...row, ...audit(owner) })
          .returning('id'),
      ))!;
      reviewed.push({ spec: homeSpec.reviews, id, reviews });
    }
    const company = (await first(
      tx,
      build
        .insertInto('companies')
        .values({
          name: 'Plain Goods Company',
          website: 'https://example.org/plain-goods',
          country_id: oregon.country,
          policy: true,
          ...audit('member'),
        })
        .returning('id'),
    ))!.id;
    const products = await rows(
      tx,
      build
        .insertInto('products')
        .values([
          {
            name: 'Plain Rinse Shampoo',
            description: 'No fragrance and no masking scent; the full ingredient list is on the bottle.',
            product_category_id: 2,
            product_type_id: 7,
            manufacturer_link: 'https://example.org/plain-goods/shampoo',
            company_id: company,
            accommodations: ['fragrance-free', 'full-ingredients'],
            ...audit('member'),
          },
          {
            name: 'Plain Laundry Liquid',
            description: 'Fragrance-free laundry detergent that rinses out completely.',
            product_category_id: 4,
            product_type_id: 14,
            manufacturer_link: 'https://example.org/plain-goods/laundry',
            company_id: company,
            accommodations: ['fragrance-free', 'no-essential-oils'],
            ...audit('member'),
          },
        ])
        .returning('id'),
    );
    products.forEach(({ id }, i) => reviewed.push({ spec: productSpec.reviews, id, reviews: productReviews[i] ?? [] }));
    await rows(
      tx,
      build.insertInto('socials').values([
        {
          name: 'Fragrance Free Portland',
          description: 'A monthly meetup in a scent-free library room; newcomers welcome.',
          social_type_id: 1,
          frequency_type_id: 3,
          contact_name: 'Mel',
          policy: true,
          accommodations: ['meeting-rule', 'venue-checked'],
          ...at('Portland'),
          ...audit('member'),
        },
        {
          name: 'Austin Clean Air Circle',
          description: 'Weekly walks on the hike-and-bike trail and an online chat for those who cannot come.',
          social_type_id: 1,
          frequency_type_id: 1,
          contact_name: 'Rosa',
          policy: true,
          accommodations: ['meeting-rule', 'online-option'],
          ...at('Austin', 'TX'),
          ...audit('moderator'),
        },
      ]),
    );
    // One statement per reviews table, in entry order, so the first review is the first business's
    // (review 1 of business 1) and seeding stays a handful of statements.
    for (const spec of REVIEWED_SPECS) {
      const values = reviewed
        .filter((entry) => entry.spec === spec.reviews)
        .flatMap((entry) =>
          entry.reviews.map(
            ([author, rating, title, comment, confirmed]) =>
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
    for (const spec of REVIEWED_SPECS) await recountRatings(tx, spec);
    // Each demo entry's history starts with its creation, as one added through the API does.
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
    await seedDemoChecks(tx, by, { stale: demo.businesses[1]![0].name, disputed: demo.businesses[2]![0].name });
  });
}

/**
 * The demo reviews' confirmations as dated checks (spread over the last months, so the dates
 * differ), one accommodation last confirmed over a year ago (`stale`: its cleaning), and one
 * disputed by two people against one confirmation (`disputed`: its air fresheners); then every
 * entry's summary.
 */
async function seedDemoChecks(
  tx: Queryable,
  by: (username: string) => number,
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
