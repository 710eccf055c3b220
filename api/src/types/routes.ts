/** /types (all reference lists in one call), /states/{countryId} and the states in use. Public. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { option, referenceData as referenceDataAnswer, rowId, type Option } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { refusals, typed } from '../http/schemas.js';

const list = (db: Queryable, table: string) => db.query<Option>(`SELECT id, name FROM ${table} ORDER BY id`);

/** The plain `{ id, name }` lists of /types and the table each comes from. */
const SIMPLE_LISTS = {
  countryList: 'countries',
  businessTypes: 'business_types',
  productCategories: 'product_categories',
  homeTypes: 'home_types',
  entityTypes: 'entity_types',
  supportTypes: 'support_types',
  userTypes: 'user_types',
  socialTypes: 'social_types',
  frequencyTypes: 'frequency_types',
} as const;

export async function referenceData(db: Queryable) {
  const [simple, usedCountryList, productTypes] = await Promise.all([
    Promise.all(Object.entries(SIMPLE_LISTS).map(async ([key, table]) => [key, await list(db, table)] as const)),
    db.query<Option>('SELECT c.id, c.name FROM countries c WHERE c.id IN (SELECT country_id FROM entry_countries) ORDER BY c.id'),
    db.query<{ id: number; name: string; category_id: number; category_name: string }>(
      `SELECT t.id, t.name, c.id AS category_id, c.name AS category_name
       FROM product_types t JOIN product_categories c ON c.id = t.product_category_id ORDER BY t.id`,
    ),
  ]);
  return {
    ...(Object.fromEntries(simple) as Record<keyof typeof SIMPLE_LISTS, Option[]>),
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
  api.get('/types', { schema: { tags, summary: 'Every option list: countries (all, and in use) and the types of each kind', response: { 200: referenceDataAnswer } } }, async () => referenceData(db));
  const states = { tags, params: statesParams, response: { 200: z.array(option), ...refusals(400) } };
  api.get('/states/:countryId', { schema: { ...states, summary: "A country's states" } }, async (request) => {
    const { countryId } = request.params;
    return db.query<Option>('SELECT id, name FROM states WHERE country_id = $1 ORDER BY name, id', [countryId]);
  });
  // The list filters offer only states some business, home or social group is in (as countries);
  // each probe is one step of an entry table's (state_id, name, id) index.
  api.get('/states/:countryId/used', { schema: { ...states, summary: "A country's states that some business, home or social group is in" } }, async (request) => {
    const { countryId } = request.params;
    return db.query<Option>(
      `SELECT s.id, s.name FROM states s
       WHERE s.country_id = $1
         AND (EXISTS (SELECT 1 FROM businesses b WHERE b.state_id = s.id)
           OR EXISTS (SELECT 1 FROM homes h WHERE h.state_id = s.id)
           OR EXISTS (SELECT 1 FROM socials g WHERE g.state_id = s.id))
       ORDER BY s.name, s.id`,
      [countryId],
    );
  });
}
