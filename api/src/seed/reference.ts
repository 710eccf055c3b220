/** Loads every country and state/province of the country-state-city dataset (ISO 3166 names). */
import { Country, State } from 'country-state-city';
import type { Database } from '../db/database.js';
import { one } from '../db/database.js';

/** Upserts by ISO code, so ids stay stable and a newer dataset only adds or renames. */
export async function seedCountriesAndStates(db: Database): Promise<void> {
  const countries = Country.getAllCountries();
  const states = State.getAllStates();
  const counts = await one<{ countries: number; states: number }>(
    db,
    'SELECT (SELECT count(*) FROM countries)::int AS countries, (SELECT count(*) FROM states)::int AS states',
  );
  if (counts && counts.countries === countries.length && counts.states === states.length) return;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO countries (iso_code, name) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (iso_code) DO UPDATE SET name = EXCLUDED.name`,
      [countries.map((c) => c.isoCode), countries.map((c) => c.name)],
    );
    await tx.query(
      `INSERT INTO states (country_id, iso_code, name)
       SELECT c.id, s.iso_code, s.name
       FROM unnest($1::text[], $2::text[], $3::text[]) AS s (country_code, iso_code, name)
       JOIN countries c ON c.iso_code = s.country_code
       ON CONFLICT (country_id, iso_code) DO UPDATE SET name = EXCLUDED.name`,
      [states.map((s) => s.countryCode), states.map((s) => s.isoCode), states.map((s) => s.name)],
    );
  });
}
