/** /types (all reference lists in one call) and /states/{countryId}. Public. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { parse } from '../http/errors.js';

interface Option {
  id: number;
  name: string;
}

const list = (db: Queryable, table: string) => db.query<Option>(`SELECT id, name FROM ${table} ORDER BY id`);

export async function referenceData(db: Queryable) {
  const [
    countryList,
    usedCountryList,
    businessTypes,
    productTypes,
    productCategories,
    homeTypes,
    entityTypes,
    supportTypes,
    userTypes,
    socialTypes,
    frequencyTypes,
  ] = await Promise.all([
    list(db, 'countries'),
    db.query<Option>(
      'SELECT c.id, c.name FROM countries c WHERE c.id IN (SELECT country_id FROM entry_countries) ORDER BY c.id',
    ),
    list(db, 'business_types'),
    db.query<{ id: number; name: string; category_id: number; category_name: string }>(
      `SELECT t.id, t.name, c.id AS category_id, c.name AS category_name
       FROM product_types t JOIN product_categories c ON c.id = t.product_category_id ORDER BY t.id`,
    ),
    list(db, 'product_categories'),
    list(db, 'home_types'),
    list(db, 'entity_types'),
    list(db, 'support_types'),
    list(db, 'user_types'),
    list(db, 'social_types'),
    list(db, 'frequency_types'),
  ]);
  return {
    countryList,
    usedCountryList,
    businessTypes,
    productTypes: productTypes.map((t) => ({
      id: t.id,
      name: t.name,
      productCategoryType: { id: t.category_id, name: t.category_name },
    })),
    productCategories,
    homeTypes,
    entityTypes,
    supportTypes,
    userTypes,
    socialTypes,
    frequencyTypes,
  };
}

const statesParams = z.object({ countryId: z.coerce.number().int().positive() });

export default async function typesRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  app.get('/types', async () => referenceData(db));
  app.get('/states/:countryId', async (request) => {
    const { countryId } = parse(statesParams, request.params);
    return db.query<Option>('SELECT id, name FROM states WHERE country_id = $1 ORDER BY name, id', [countryId]);
  });
}
