/** The reference data's statements: every option list of /types, and a country's states (all, or those in use). */
import { sql, type ExpressionBuilder } from 'kysely';
import { recordOf, type Option } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { build, rows, type DB } from '../db/query.js';

/** The plain `{ id, name }` lists of /types and the table each comes from. */
const SIMPLE_LISTS = [
  ['countryList', 'countries'],
  ['businessTypes', 'business_types'],
  ['productCategories', 'product_categories'],
  ['homeTypes', 'home_types'],
  ['entityTypes', 'entity_types'],
  ['supportTypes', 'support_types'],
  ['userTypes', 'user_types'],
  ['socialTypes', 'social_types'],
  ['frequencyTypes', 'frequency_types'],
] as const;

const list = (db: Queryable, table: (typeof SIMPLE_LISTS)[number][1]): Promise<Option[]> =>
  rows(db, build.selectFrom(table).select(['id', 'name']).orderBy('id'));

/** Every option list of /types, each read in a statement of its own, all at once. */
export async function referenceData(db: Queryable) {
  const [simple, usedCountryList, productTypes] = await Promise.all([
    Promise.all(SIMPLE_LISTS.map(([, table]) => list(db, table))),
    rows(
      db,
      build
        .selectFrom('countries as c')
        .select(['c.id', 'c.name'])
        .where('c.id', 'in', build.selectFrom('entry_countries').select('country_id'))
        .orderBy('c.id'),
    ),
    rows(
      db,
      build
        .selectFrom('product_types as t')
        .innerJoin('product_categories as c', 'c.id', 't.product_category_id')
        .select(['t.id', 't.name', 'c.id as category_id', 'c.name as category_name'])
        .orderBy('t.id'),
    ),
  ]);
  return {
    ...recordOf(
      SIMPLE_LISTS.map(([key]) => key),
      (_, i) => simple[i] ?? [],
    ),
    usedCountryList,
    productTypes: productTypes.map((t) => ({
      id: t.id,
      name: t.name,
      productCategoryType: { id: t.category_id, name: t.category_name },
    })),
  };
}

/** A country's states, by name. */
export function statesOf(db: Queryable, countryId: number): Promise<Option[]> {
  return rows(
    db,
    build.selectFrom('states').select(['id', 'name']).where('country_id', '=', countryId).orderBy('name').orderBy('id'),
  );
}

/**
 * A country's states that some business, home or social group is in (as countries are): each probe is one step of
 * an entry table's (state_id, name, id) index.
 */
export function usedStatesOf(db: Queryable, countryId: number): Promise<Option[]> {
  const inUse = (eb: ExpressionBuilder<DB & { s: DB['states'] }, 's'>, table: 'businesses' | 'homes' | 'socials') =>
    eb.exists(
      eb
        .selectFrom(table)
        .select(sql`1`.as('one'))
        .whereRef(`${table}.state_id`, '=', 's.id'),
    );
  return rows(
    db,
    build
      .selectFrom('states as s')
      .select(['s.id', 's.name'])
      .where('s.country_id', '=', countryId)
      .where((eb) => eb.or([inUse(eb, 'businesses'), inUse(eb, 'homes'), inUse(eb, 'socials')]))
      .orderBy('s.name')
      .orderBy('s.id'),
  );
}
