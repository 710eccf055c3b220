/** /types (all reference lists in one call), /states/{countryId}, the states in use and /accommodations. Public. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ACCOMMODATIONS,
  accommodationCatalogue,
  option,
  recordOf,
  referenceData as referenceDataAnswer,
  rowId,
  type Option,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, rows, type DB } from '../db/query.js';
import { refusals, typed } from '../http/schemas.js';

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

const statesParams = z.object({ countryId: rowId() });

export default async function typesRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['reference data'];
  api.get(
    '/types',
    {
      schema: {
        tags,
        summary: 'Every option list: countries (all, and in use) and the types of each kind',
        response: { 200: referenceDataAnswer },
      },
    },
    async () => referenceData(db),
  );
  api.get(
    '/accommodations',
    {
      schema: {
        tags,
        summary: 'The fragrance-free accommodations each kind can offer: `{ key, label, short }` per kind',
        response: { 200: accommodationCatalogue },
      },
    },
    async () => ACCOMMODATIONS,
  );
  const states = { tags, params: statesParams, response: { 200: z.array(option), ...refusals(400) } };
  api.get('/states/:countryId', { schema: { ...states, summary: "A country's states" } }, async (request) => {
    const { countryId } = request.params;
    return rows(
      db,
      build
        .selectFrom('states')
        .select(['id', 'name'])
        .where('country_id', '=', countryId)
        .orderBy('name')
        .orderBy('id'),
    );
  });
  // The list filters offer only states some business, home or social group is in (as countries);
  // each probe is one step of an entry table's (state_id, name, id) index.
  api.get(
    '/states/:countryId/used',
    { schema: { ...states, summary: "A country's states that some business, home or social group is in" } },
    async (request) => {
      const { countryId } = request.params;
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
    },
  );
}
