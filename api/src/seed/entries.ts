/**
 * Demo businesses with reviews (into an empty demo database only), and the bulk seeder behind
 * `npm run seed:bulk`: realistic names, real cities from the country-state-city dataset,
 * reviews from bulk reviewer accounts that cannot log in, and exact counts and averages.
 */
import { City } from 'country-state-city';
import type { Database, Queryable } from '../db/database.js';
import { one } from '../db/database.js';

/** A small seeded generator, so a bulk database is the same every time. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = ['Clear Air', 'Fresh', 'Green Leaf', 'Unscented', 'Pure', 'Gentle', 'Breathe Easy', 'Simple', 'Quiet', 'Sunny', 'Blue Sky', 'Willow', 'Cedar', 'Maple', 'River'];
const NOUNS = ['Cafe', 'Bakery', 'Grocery', 'Salon', 'Barber Shop', 'Dental', 'Clinic', 'Pharmacy', 'Inn', 'Gym', 'Yoga', 'Books', 'Laundry', 'Vet', 'Market', 'Kitchen', 'Studio', 'Diner'];
const NOTES = [
  'No air fresheners or scented candles anywhere.',
  'Staff use unscented products and the restrooms have fragrance-free soap.',
  'Ask for the fragrance-free room; they air it out before you arrive.',
  'Great ventilation and a written fragrance-free policy at the door.',
  'Cleaned with plain vinegar and water, nothing perfumed.',
];
const COUNTRIES = ['US', 'CA', 'GB', 'AU', 'NZ', 'IE', 'DE', 'NL'];
const REVIEW_TITLES = ['Safe for me', 'Mostly fine', 'Could breathe easily', 'A little scent at the door', 'Wonderful staff', 'Not fragrance free'];

interface Place {
  city: string;
  stateId: number | null;
  countryId: number;
  latitude: number;
  longitude: number;
}

async function places(db: Queryable, count: number, next: () => number): Promise<Place[]> {
  const states = await db.query<{ id: number; iso: string; country: string; country_id: number }>(
    `SELECT s.id, s.iso_code AS iso, c.iso_code AS country, c.id AS country_id
     FROM states s JOIN countries c ON c.id = s.country_id WHERE c.iso_code = ANY($1::text[])`,
    [COUNTRIES],
  );
  const stateId = new Map(states.map((s) => [`${s.country}/${s.iso}`, s]));
  const cities = COUNTRIES.flatMap((code) => City.getCitiesOfCountry(code) ?? []).filter((c) => stateId.has(`${c.countryCode}/${c.stateCode}`));
  return Array.from({ length: count }, () => {
    const city = cities[Math.floor(next() * cities.length)]!;
    const state = stateId.get(`${city.countryCode}/${city.stateCode}`)!;
    return { city: city.name, stateId: state.id, countryId: state.country_id, latitude: Number(city.latitude), longitude: Number(city.longitude) };
  });
}

const BATCH = 5_000;

/** Inserts `count` businesses for `createdBy`, in batches; answers nothing, the caller recounts. */
async function insertBusinesses(db: Database, count: number, createdBy: number, seed: number): Promise<void> {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const where = await places(db, n, next);
    const rows = where.map((place, i) => ({
      name: `${pick(ADJECTIVES)} ${pick(NOUNS)} ${start + i + 1}`,
      description: `${pick(NOTES)} ${pick(NOTES)}`,
      type: 1 + Math.floor(next() * 20),
      ...place,
      website: `https://example.org/business/${start + i + 1}`,
      policy: next() < 0.6,
    }));
    await db.transaction((tx) =>
      tx.query(
        `INSERT INTO businesses (name, description, business_type_id, city, state_id, country_id, website, policy,
                                 latitude, longitude, created_by_id, modified_by_id)
         SELECT name, description, type, city, state, country, website, policy, lat, lon, $11, $11
         FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::int[], $7::text[], $8::bool[], $9::float8[], $10::float8[])
           AS r (name, description, type, city, state, country, website, policy, lat, lon)`,
        [
          rows.map((r) => r.name), rows.map((r) => r.description), rows.map((r) => r.type), rows.map((r) => r.city),
          rows.map((r) => r.stateId), rows.map((r) => r.countryId), rows.map((r) => r.website), rows.map((r) => r.policy),
          rows.map((r) => r.latitude), rows.map((r) => r.longitude),
          createdBy,
        ],
      ),
    );
  }
}

/** Bulk reviewers: accounts with an unusable password, so nobody can log in as them. */
async function reviewers(db: Database, count: number): Promise<void> {
  await db.query(
    `INSERT INTO users (username, email, password_hash, name)
     SELECT 'reviewer' || lpad(g::text, 3, '0'), 'reviewer' || g || '@example.invalid', '!', 'Bulk Reviewer ' || g
     FROM generate_series(1, $1) g
     ON CONFLICT DO NOTHING`,
    [count],
  );
  await db.query(`INSERT INTO user_roles (user_id, role) SELECT id, 'ROLE_USER' FROM users WHERE username LIKE 'reviewer%' ON CONFLICT DO NOTHING`);
}

/** Up to three reviews for each business without any, then exact counts and averages for all. */
async function reviewAndRecount(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO business_reviews (business_id, name, comment, rating, created_by_id, modified_by_id)
       SELECT b.id, ($1::text[])[1 + (b.id + u.n) % array_length($1::text[], 1)], 'Visited with my partner, who reacts to fragrance.',
              1 + (b.id * 7 + u.n * 3) % 5, u.id, u.id
       FROM businesses b
       JOIN LATERAL (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'reviewer%') u
         ON u.n <= b.id % 4
       WHERE b.review_count = 0
       ON CONFLICT DO NOTHING`,
      [REVIEW_TITLES],
    );
    await tx.query(
      `UPDATE businesses b SET review_count = s.n, rating = s.average
       FROM (SELECT business_id, count(*)::int AS n, avg(rating)::float8 AS average FROM business_reviews GROUP BY business_id) s
       WHERE b.id = s.business_id`,
    );
  });
  await db.query('ANALYZE businesses');
  await db.query('ANALYZE business_reviews');
}

/** `npm run seed:bulk -- --businesses N`. */
export async function seedBulk(db: Database, { businesses }: { businesses: number }): Promise<void> {
  await reviewers(db, 3);
  const owner = await one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'reviewer001'");
  const existing = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM businesses');
  await insertBusinesses(db, businesses, owner!.id, 1 + (existing?.n ?? 0));
  await reviewAndRecount(db);
}

/** A few businesses with reviews by the demo accounts, so a first start has something to browse. */
export async function seedDemoEntries(db: Database): Promise<void> {
  const users = await db.query<{ id: number; username: string }>("SELECT id, username FROM users WHERE username IN ('member', 'moderator', 'administrator')");
  const id = (username: string) => users.find((u) => u.username === username)!.id;
  const place = await one<{ state: number; country: number }>(
    db,
    "SELECT s.id AS state, c.id AS country FROM states s JOIN countries c ON c.id = s.country_id WHERE c.iso_code = 'US' AND s.iso_code = 'OR'",
  );
  const demo = [
    { name: 'Clear Air Cafe', type: 2, city: 'Portland', by: 'member', description: 'Unscented soap in the restrooms, no candles or plug-ins, and the staff are asked not to wear fragrance.' },
    { name: 'Willow Fragrance-Free Salon', type: 4, city: 'Eugene', by: 'moderator', description: 'Every product on the shelf is fragrance-free; they will show you the ingredient lists.' },
    { name: 'Green Leaf Grocery', type: 3, city: 'Salem', by: 'administrator', description: 'The cleaning aisle is at the far end, away from the entrance, and the store is well ventilated.' },
  ];
  const oregon = City.getCitiesOfState('US', 'OR');
  await db.transaction(async (tx) => {
    for (const b of demo) {
      const city = oregon.find((c) => c.name === b.city);
      const row = await one<{ id: number }>(
        tx,
        `INSERT INTO businesses (name, description, business_type_id, city, state_id, country_id, website, policy, policy_description,
                                 latitude, longitude, created_by_id, modified_by_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, 'Written policy at the door.', $8, $9, $10, $10) RETURNING id`,
        [
          b.name, b.description, b.type, b.city, place!.state, place!.country,
          `https://example.org/${b.name.toLowerCase().replace(/\W+/g, '-')}`,
          city ? Number(city.latitude) : null, city ? Number(city.longitude) : null, id(b.by),
        ],
      );
      const reviewer = b.by === 'member' ? 'moderator' : 'member';
      await tx.query(
        `INSERT INTO business_reviews (business_id, name, comment, rating, created_by_id, modified_by_id) VALUES ($1, $2, $3, $4, $5, $5)`,
        [row!.id, 'Could breathe easily', 'No headache after an hour here.', 5, id(reviewer)],
      );
    }
    await tx.query(
      `UPDATE businesses b SET review_count = s.n, rating = s.average
       FROM (SELECT business_id, count(*)::int AS n, avg(rating)::float8 AS average FROM business_reviews GROUP BY business_id) s
       WHERE b.id = s.business_id`,
    );
  });
}
