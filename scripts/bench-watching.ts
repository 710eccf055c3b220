/**
 * `npm run bench:watching`: what watching adds to the writes that cause notifications. Seeds the
 * benchmark database as `npm run bench` does (DATABASE_URL, or PGlite in DATA_DIR, default
 * ./.data-bench-watching) with N businesses, P people each watching W random places, and a sample of
 * places watched by `--watchers` people each; then times two writes, each in a transaction that is
 * rolled back, on places with watchers and on the same number without (the floor: the same write, no
 * one to tell): two people disputing an accommodation (a status change, `status-changed`), and a
 * moderator closing the place (`closed`). With A area watches (circles of 5 to 50 km around the places of
 * random businesses, held by the same people), it times a new business added where areas cover it,
 * beside the same insert where none does (`new-place`). Figures only: a benchmark never fails a build.
 *
 * npm run bench:watching -- --businesses 100000 --people 10000 --watches 10 --watchers 10 --areas 10000 --samples 200
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadApiConfig, prepareDatabase } from '@ffc/api';
import type { Database, Queryable } from '../api/src/db/database.js';
import { openDatabase } from '../api/src/db/open.js';
import { compiled, first, rows } from '../api/src/db/query.js';
import { refreshAccommodationStatus } from '../api/src/entries/checks.js';
import { EntryRepository } from '../api/src/entries/repository.js';
import { businessSpec } from '../api/src/kinds/businesses.js';
import { seedBulk } from '../api/src/seed/bulk.js';
import { notifyAreaWatchers } from '../api/src/watching/areas.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '100000' },
    people: { type: 'string', default: '10000' },
    watches: { type: 'string', default: '10' },
    watchers: { type: 'string', default: '10' },
    areas: { type: 'string', default: '10000' },
    samples: { type: 'string', default: '200' },
  },
});
const count = (name: keyof typeof values) => Number(values[name]);

class Undone extends Error {}

/** Runs `work` in a transaction that is then rolled back, and answers how long it took (ms). */
async function timed(db: Database, work: (tx: Queryable) => Promise<unknown>): Promise<number> {
  let took = 0;
  await db
    .transaction(async (tx) => {
      const started = performance.now();
      await work(tx);
      took = performance.now() - started;
      throw new Undone();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Undone)) throw error;
    });
  return took;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(2)} ms, p95 ${percentile(sorted, 0.95).toFixed(2)} ms`;
};

async function seed(db: Database): Promise<void> {
  const have = await first(db, compiled(sql<{ n: number }>`SELECT count(*)::int AS n FROM businesses`));
  const missing = count('businesses') - (have?.n ?? 0);
  if (missing > 0) await seedBulk(db, { businesses: missing });
  // The people who watch, and two who dispute: confirmed accounts, never logged in.
  await rows(
    db,
    compiled(sql`INSERT INTO users (username, username_key, email, password_hash, email_confirmed)
      SELECT 'watcher' || n, 'watcher' || n, 'watcher' || n || '@example.invalid', '!', true
      FROM generate_series(1, ${count('people') + 2}) n ON CONFLICT DO NOTHING`),
  );
  const max = (await first(db, compiled(sql<{ n: number }>`SELECT max(id) AS n FROM businesses`)))!.n;
  await rows(
    db,
    compiled(sql`INSERT INTO watches (user_id, entry_kind, entry_id)
      SELECT u.id, 'businesses', 1 + ((u.id::bigint * 7919 + k * 104729) % ${max})::int
      FROM users u CROSS JOIN generate_series(1, ${count('watches')}) k
      WHERE u.username LIKE 'watcher%' AND u.username NOT IN (${`watcher${count('people') + 1}`}, ${`watcher${count('people') + 2}`})
      ON CONFLICT DO NOTHING`),
  );
  const areas = await first(db, compiled(sql<{ n: number }>`SELECT count(*)::int AS n FROM area_watches`));
  await rows(
    db,
    compiled(sql`INSERT INTO area_watches (user_id, place, latitude, longitude, radius_km, kinds, area)
      SELECT u.id, b.city, b.latitude, b.longitude, r.km, ARRAY['businesses', 'homes', 'socials'],
        earth_box(ffc_earth(b.latitude, b.longitude), r.km * 1000.0)
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'watcher%') u
        JOIN (SELECT city, latitude, longitude, row_number() OVER (ORDER BY id) AS n FROM businesses
              WHERE latitude IS NOT NULL AND id % 97 = 0) b ON b.n = u.n
        CROSS JOIN LATERAL (SELECT 5 + (u.id * 7) % 46 AS km) r
      LIMIT ${Math.max(0, count('areas') - (areas?.n ?? 0))}`),
  );
  await rows(db, compiled(sql`ANALYZE watches`));
  await rows(db, compiled(sql`ANALYZE area_watches`));
  await rows(db, compiled(sql`ANALYZE users`));
}

/** Adds a business at a position, and tells the areas around it (what adding a place does). */
const addPlace =
  (at: { latitude: number; longitude: number; countryId: number }, by: number, tell: boolean) =>
  async (tx: Queryable) => {
    const added = await first(
      tx,
      compiled(sql<{ id: number }>`INSERT INTO businesses (name, description, business_type_id, website, policy,
        city, country_id, latitude, longitude, created_by_id, modified_by_id)
      VALUES ('Bench Cafe', 'Unscented soap.', 1, 'https://example.org/bench', true, 'Bench', ${at.countryId},
        ${at.latitude}, ${at.longitude}, ${by}, ${by}) RETURNING id`),
    );
    if (tell) await notifyAreaWatchers(tx, { kind: 'businesses', entryId: added!.id, actorId: by, before: null });
  };

async function main() {
  const config = { ...loadApiConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data-bench-watching' }) };
  const db = await openDatabase(config);
  await prepareDatabase(db, { ...config, demoData: false });
  console.log(
    `seeding: ${count('businesses')} businesses, ${count('people')} people watching ${count('watches')} each`,
  );
  await seed(db);
  // The sample places list two accommodations, unconfirmed: a dispute moves their state. Half get watchers.
  const listed = await rows(
    db,
    compiled(sql<{
      id: number;
      key: string;
    }>`UPDATE businesses SET accommodations = ARRAY['unscented-soap', 'ventilation'],
        closed = false
      WHERE id IN (SELECT id FROM businesses ORDER BY id LIMIT ${2 * count('samples')})
      RETURNING id, 'unscented-soap' AS key`),
  );
  await rows(
    db,
    compiled(sql`DELETE FROM accommodation_checks WHERE entry_id = ANY(${listed.map((p) => p.id)}::int[])`),
  );
  for (const place of listed) await db.transaction((tx) => refreshAccommodationStatus(tx, businessSpec, place.id));
  const watched = listed.filter((_, i) => i % 2 === 0);
  const quiet = listed.filter((_, i) => i % 2 === 1);
  const people = await rows(
    db,
    compiled(sql<{ id: number }>`SELECT id FROM users WHERE username LIKE 'watcher%' ORDER BY id`),
  );
  const [disputer1, disputer2] = people.slice(-2).map((p) => p.id);
  for (const [i, place] of watched.entries()) {
    for (let w = 0; w < count('watchers'); w++) {
      const watcher = people[(i * count('watchers') + w) % (people.length - 2)]!.id;
      await rows(
        db,
        compiled(sql`INSERT INTO watches (user_id, entry_kind, entry_id) VALUES (${watcher}, 'businesses', ${place.id})
          ON CONFLICT DO NOTHING`),
      );
    }
  }
  // Nobody watches the floor's places.
  await rows(
    db,
    compiled(
      sql`DELETE FROM watches WHERE entry_kind = 'businesses' AND entry_id = ANY(${quiet.map((p) => p.id)}::int[])`,
    ),
  );
  const watchers = await first(
    db,
    compiled(
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM watches WHERE entry_id = ANY(${watched.map((p) => p.id)}::int[])`,
    ),
  );
  const total = await first(db, compiled(sql<{ n: number }>`SELECT count(*)::int AS n FROM watches`));
  console.log(`watches: ${total?.n} in all; the ${watched.length} watched samples have ${watchers?.n}`);

  const dispute = (place: { id: number; key: string }) => async (tx: Queryable) => {
    await rows(
      tx,
      compiled(sql`INSERT INTO accommodation_checks (entry_kind, entry_id, user_id, accommodation, holds)
        VALUES ('businesses', ${place.id}, ${disputer1}, ${place.key}, false),
               ('businesses', ${place.id}, ${disputer2}, ${place.key}, false)`),
    );
    await refreshAccommodationStatus(tx, businessSpec, place.id, disputer2);
  };
  const repository = new EntryRepository(businessSpec);
  const close = (place: { id: number }) => (tx: Queryable) =>
    repository.setClosed(tx, place.id, { closed: true, mergedIntoId: null }, disputer1!);

  for (const [name, write] of [
    ['status change (two disputes)', dispute],
    ['closing', close],
  ] as const) {
    const withWatchers: number[] = [];
    const floor: number[] = [];
    // Warmed up, then interleaved: a place with watchers, a place without.
    for (let i = 0; i < watched.length; i++) {
      withWatchers.push(await timed(db, write(watched[i]!)));
      floor.push(await timed(db, write(quiet[i]!)));
    }
    await timed(db, async (tx) => {
      await write(watched[0]!)(tx);
      const n = await first(tx, compiled(sql<{ n: number }>`SELECT count(*)::int AS n FROM notifications`));
      console.log(`  (one ${name} on a watched place leaves ${n?.n} notifications)`);
    });
    console.log(`${name}: with watchers ${summary(withWatchers)}; floor, no watchers ${summary(floor)}`);
  }

  // New places: at the centres of watched areas, and (the floor) far out at sea, where no area is.
  const centres = await rows(
    db,
    compiled(sql<{ latitude: number; longitude: number; countryId: number }>`SELECT latitude, longitude,
        (SELECT country_id FROM businesses ORDER BY id LIMIT 1) AS "countryId"
      FROM area_watches ORDER BY id LIMIT ${count('samples')}`),
  );
  const atSea = centres.map((c, i) => ({
    ...c,
    latitude: -45 - (i % 10) * 0.1,
    longitude: -130 - (i % 20) * 0.1,
  }));
  const added = { covered: [] as number[], floor: [] as number[], bare: [] as number[] };
  for (const [i, centre] of centres.entries()) {
    added.covered.push(await timed(db, addPlace(centre, disputer1!, true)));
    added.floor.push(await timed(db, addPlace(atSea[i]!, disputer1!, true)));
    added.bare.push(await timed(db, addPlace(centre, disputer1!, false)));
  }
  await timed(db, async (tx) => {
    await addPlace(centres[0]!, disputer1!, true)(tx);
    const n = await first(tx, compiled(sql<{ n: number }>`SELECT count(*)::int AS n FROM notifications`));
    console.log(`  (one new place at a watched area's centre leaves ${n?.n} notifications)`);
  });
  const areaCount = await first(db, compiled(sql<{ n: number }>`SELECT count(*)::int AS n FROM area_watches`));
  console.log(
    `new place (${areaCount?.n} area watches): in watched areas ${summary(added.covered)}; ` +
      `floor, no area around ${summary(added.floor)}; the insert alone ${summary(added.bare)}`,
  );
  await db.close();
}

await main();
