/**
 * Products: category and type (the type must belong to the category), the manufacturer's link,
 * and the company, which a save may create or edit in the same transaction.
 */
import { M, product, productFilterSchema, productSchema, type ProductPayload, productListItem } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first } from '../db/query.js';
import { ACCOMMODATION_FIELDS, ACCOMMODATION_FILTER, COMMON_FIELDS, entrySpec, type EntrySpec } from './spec.js';
import { fieldError } from '../http/errors.js';
import { companyJson, saveCompany } from './companies.js';

// A constant first, then checked: passed inline, its literals widen (TypeScript infers through its
// method), which would blind the column check.
const spec = {
  collection: 'products',
  logKind: 'product',
  table: 'products',
  schema: productSchema,
  answer: product,
  listItem: productListItem,
  fields: [
    ...COMMON_FIELDS,
    { field: 'productCategoryType', column: 'product_category_id', type: 'ref', table: 'product_categories' },
    {
      field: 'productType',
      column: 'product_type_id',
      type: 'ref',
      table: 'product_types',
      json: (r: string) =>
        sql`json_build_object('id', ${sql.ref(`${r}.id`)}, 'name', ${sql.ref(`${r}.name`)}, 'productCategoryType',
           (SELECT json_build_object('id', pc.id, 'name', pc.name) FROM product_categories pc
            WHERE pc.id = ${sql.ref(`${r}.product_category_id`)}))`,
    },
    { field: 'manufacturerLink', column: 'manufacturer_link', type: 'text' },
    { field: 'companyEntity', column: 'company_id', type: 'ref', table: 'companies', json: companyJson },
    ...ACCOMMODATION_FIELDS,
  ],
  // The Company Option decides how companyEntity is saved (beforeSave); it is not kept.
  unstored: ['companyUpdate'],
  filterSchema: productFilterSchema,
  filterColumns: { company: 'company_id', category: 'product_category_id', type: 'product_type_id' },
  keysFilters: ACCOMMODATION_FILTER,
  closable: true,
  searchable: true,
  reviews: {
    table: 'product_reviews',
    parentColumn: 'product_id',
    parentField: 'productEntity',
    accommodations: 'products',
    votesTable: 'product_review_votes',
  },
  async beforeSave(tx: Queryable, payload: ProductPayload, userId: number) {
    const type = await first(
      tx,
      build
        .selectFrom('product_types')
        .select('product_category_id as category')
        .where('id', '=', payload.productType.id),
    );
    if (type && type.category !== payload.productCategoryType.id) throw fieldError('productType', M.typeNotInCategory);
    const companyId = await saveCompany(tx, payload.companyUpdate, payload.companyEntity ?? {}, userId);
    return { ...payload, companyEntity: { id: companyId } };
  },
} as const satisfies EntrySpec;

export const productSpec = entrySpec(spec);
