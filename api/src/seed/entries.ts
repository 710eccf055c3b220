/** Demo businesses with reviews, into an empty demo database only. */
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
