/** Checks that the reference-data ids a payload names exist, and that a state lies in its country. */
import { M } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
import { fieldError } from '../http/errors.js';

export interface Reference {
  /** The payload's field name, reported in the error. */
  readonly field: string;
  readonly table: string;
  readonly id: number | null | undefined;
}

export async function checkReferences(
  db: Queryable,
  references: readonly Reference[],
  place?: { state?: { id: number } | null; country?: { id: number } | null },
): Promise<void> {
  for (const { field, table, id } of references) {
    if (id != null && !(await one(db, `SELECT 1 FROM ${table} WHERE id = $1`, [id]))) throw fieldError(field, M.unknownOption);
  }
  if (place?.state) {
    const state = await one<{ country_id: number }>(db, 'SELECT country_id FROM states WHERE id = $1', [place.state.id]);
    if (!state) throw fieldError('state', M.unknownOption);
    if (place.country && state.country_id !== place.country.id) throw fieldError('state', M.stateNotInCountry);
  }
  if (place?.country && !(await one(db, 'SELECT 1 FROM countries WHERE id = $1', [place.country.id]))) {
    throw fieldError('country', M.unknownOption);
  }
}
