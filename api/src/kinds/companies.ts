/**
 * Companies, the makers of products: the list (GET /companies) and the company side of saving a
 * product, in the product's transaction: use an existing company, create one, or edit the chosen one.
 */
import { M, V, type Company, type CompanyMode, type CompanyPayload } from '@ffc/domain';
import { sql } from 'kysely';
import type { Queryable } from '../db/database.js';
import { build, first, rows } from '../db/query.js';
import type { Ref } from '../http/rows.js';
import { fieldError } from '../http/errors.js';
import { checkReferences } from '../reference/references.js';

/** Companies as the API answers them: state and country as `{ id, name }`. */
const companies = build
  .selectFrom('companies as c')
  .leftJoin('states as s', 's.id', 'c.state_id')
  .leftJoin('countries as k', 'k.id', 'c.country_id')
  .select([
    'c.id',
    'c.name',
    'c.address1',
    'c.address2',
    'c.city',
    sql<Ref | null>`CASE WHEN c.state_id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END`.as(
      'state',
    ),
    sql<Ref | null>`CASE WHEN c.country_id IS NULL THEN NULL ELSE json_build_object('id', k.id, 'name', k.name) END`.as(
      'country',
    ),
    'c.postal_code as postalCode',
    'c.phone_number as phoneNumber',
    'c.email',
    'c.website',
    'c.policy',
    'c.policy_description as policyDescription',
  ]);

/** The company as a product carries it (`companyEntity`), from the joined companies row `r`. */
export const companyJson = (r: string) =>
  sql`(SELECT row_to_json(x) FROM (${companies.where('c.id', '=', sql.ref<number>(`${r}.id`))}) x)`;

export function listCompanies(db: Queryable): Promise<Company[]> {
  return rows(db, companies.orderBy(sql`lower(c.name)`).orderBy('c.id'));
}

/** The company's written columns, every one given (the payload's schema already asked for the name). */
function columns(c: Partial<CompanyPayload>) {
  if (!c.name) throw fieldError('companyEntity.name', V.companyNameRequired);
  return {
    name: c.name,
    address1: c.address1 ?? null,
    address2: c.address2 ?? null,
    city: c.city ?? null,
    state_id: c.state?.id ?? null,
    country_id: c.country?.id ?? null,
    postal_code: c.postalCode ?? null,
    phone_number: c.phoneNumber ?? null,
    email: c.email ?? null,
    website: c.website ?? null,
    policy: c.policy ?? false,
    policy_description: c.policyDescription ?? null,
  };
}

/** The company id the product is saved with, after creating or editing the company as chosen. */
export async function saveCompany(
  tx: Queryable,
  mode: CompanyMode,
  company: Partial<CompanyPayload>,
  userId: number,
): Promise<number> {
  if (mode !== 'existing') await checkReferences(tx, [], company);
  if (mode === 'new') {
    const row = await first(
      tx,
      build
        .insertInto('companies')
        .values({ ...columns(company), created_by_id: userId, modified_by_id: userId })
        .returning('id'),
    );
    return row!.id;
  }
  if (!company.id) throw fieldError('companyEntity.id', V.companyRequired);
  if (mode === 'update') {
    const updated = await rows(
      tx,
      build
        .updateTable('companies')
        .set({ ...columns(company), modified_by_id: userId, modified_date: sql<string>`now()` })
        .where('id', '=', company.id)
        .returning('id'),
    );
    if (!updated.length) throw fieldError('companyEntity.id', M.unknownOption);
  } else if (!(await first(tx, build.selectFrom('companies').select('id').where('id', '=', company.id)))) {
    throw fieldError('companyEntity.id', M.unknownOption);
  }
  return company.id;
}
