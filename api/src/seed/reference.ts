/** Loads every country and state/province of the country-state-city dataset (ISO 3166 names). */
import { Country, State } from 'country-state-city';
import type { Database } from '../db/database.js';
import { sql } from 'kysely';
import { build, compiled, first, rows } from '../db/query.js';

/** Upserts by ISO code, so ids stay stable and a newer dataset only adds or renames. */
export async function seedCountriesAndStates(db: Database): Promise<void> {
  const countries = Country.getAllCountries();
  const states = State.getAllStates();
  const counts = await first(
    db,
    build.selectNoFrom([
      sql<number>`(SELECT count(*) FROM countries)::int`.as('countries'),
      sql<number>`(SELECT count(*) FROM states)::int`.as('states'),
    ]),
  );
  if (counts && counts.countries === countries.length && counts.states === states.length) return;
  await db.transaction(async (tx) => {
    // One array parameter per column (unnest): some five thousand states in one statement.
    const texts = (values: string[]) => sql`${values}::text[]`;
    await rows(
      tx,
      compiled(
        sql`INSERT INTO countries (iso_code, name)
         SELECT * FROM unnest(${texts(countries.map((c) => c.isoCode))}, ${texts(countries.map((c) => c.name))})
         ON CONFLICT (iso_code) DO UPDATE SET name = EXCLUDED.name`,
      ),
    );
    await rows(
      tx,
      compiled(
        sql`INSERT INTO states (country_id, iso_code, name)
         SELECT c.id, s.iso_code, s.name
         FROM unnest(${texts(states.map((s) => s.countryCode))}, ${texts(states.map((s) => s.isoCode))},
           ${texts(states.map((s) => s.name))}) AS s (country_code, iso_code, name)
         JOIN countries c ON c.iso_code = s.country_code
         ON CONFLICT (country_id, iso_code) DO UPDATE SET name = EXCLUDED.name`,
      ),
    );
  });
}
