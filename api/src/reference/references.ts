/** Checks that the reference-data ids a payload names exist, and that a state lies in its country. */
import { M } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { sql } from 'kysely';
import { build, first } from '../db/query.js';
import type { TableWithId } from '../db/tables.js';
import { fieldError } from '../http/errors.js';

export interface Reference {
  /** The payload's field name, reported in the error. */
  readonly field: string;
  readonly table: TableWithId;
  readonly id: number | null | undefined;
}

export async function checkReferences(
  db: Queryable,
  references: readonly Reference[],
  place?: { state?: { id: number } | null; country?: { id: number } | null },
): Promise<void> {
  for (const { field, table, id } of references) {
    if (id != null && !(await exists(db, table, id))) throw fieldError(field, M.unknownOption);
  }
  if (place?.state) {
    const state = await first(db, build.selectFrom('states').select('country_id').where('id', '=', place.state.id));
    if (!state) throw fieldError('state', M.unknownOption);
    if (place.country && state.country_id !== place.country.id) throw fieldError('state', M.stateNotInCountry);
  }
  if (place?.country && !(await exists(db, 'countries', place.country.id))) {
    throw fieldError('country', M.unknownOption);
  }
}

/** Whether the table has a row with this id. */
async function exists(db: Queryable, table: TableWithId, id: number): Promise<boolean> {
  return !!(await first(
    db,
    build
      .selectFrom(table)
      .select(sql`1`.as('one'))
      .where('id', '=', id),
  ));
}
