/**
 * Companies, the makers of products: the list (GET /companies) and the company side of saving a
 * product, in the product's transaction: use an existing company, create one, or edit the chosen one.
 */
import { M, V, type Company, type CompanyMode, type CompanyPayload } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { one } from '../db/database.js';
import { fieldError } from '../http/errors.js';
import { checkReferences } from '../types/references.js';

const COMPANY_COLUMNS = `c.id, c.name, c.address1, c.address2, c.city,
  CASE WHEN c.state_id IS NULL THEN NULL ELSE json_build_object('id', s.id, 'name', s.name) END AS state,
  CASE WHEN c.country_id IS NULL THEN NULL ELSE json_build_object('id', k.id, 'name', k.name) END AS country,
  c.postal_code AS "postalCode", c.phone_number AS "phoneNumber", c.email, c.website, c.policy,
  c.policy_description AS "policyDescription"`;
const COMPANY_FROM = 'FROM companies c LEFT JOIN states s ON s.id = c.state_id LEFT JOIN countries k ON k.id = c.country_id';

/** The company as a product carries it (`companyEntity`), from the joined companies row `r`. */
export const companyJson = (r: string) => `(SELECT row_to_json(x) FROM (SELECT ${COMPANY_COLUMNS} ${COMPANY_FROM} WHERE c.id = ${r}.id) x)`;

export function listCompanies(db: Queryable) {
  return db.query<Company>(`SELECT ${COMPANY_COLUMNS} ${COMPANY_FROM} ORDER BY lower(c.name), c.id`);
}

const fields = (c: CompanyPayload) => [
  c.name, c.address1 ?? null, c.address2 ?? null, c.city ?? null, c.state?.id ?? null, c.country?.id ?? null,
  c.postalCode ?? null, c.phoneNumber ?? null, c.email ?? null, c.website ?? null, c.policy ?? false, c.policyDescription ?? null,
];

/** The company id the product is saved with, after creating or editing the company as chosen. */
export async function saveCompany(tx: Queryable, mode: CompanyMode, company: CompanyPayload, userId: number): Promise<number> {
  if (mode !== 'existing') await checkReferences(tx, [], company);
  if (mode === 'new') {
    const row = await one<{ id: number }>(
      tx,
      `INSERT INTO companies (name, address1, address2, city, state_id, country_id, postal_code, phone_number, email, website,
                              policy, policy_description, created_by_id, modified_by_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
      [...fields(company), userId],
    );
    return row!.id;
  }
  if (!company.id) throw fieldError('companyEntity.id', V.companyRequired);
  if (mode === 'update') {
    const rows = await tx.query(
      `UPDATE companies SET name = $1, address1 = $2, address2 = $3, city = $4, state_id = $5, country_id = $6, postal_code = $7,
              phone_number = $8, email = $9, website = $10, policy = $11, policy_description = $12, modified_by_id = $13,
              modified_date = now()
       WHERE id = $14 RETURNING id`,
      [...fields(company), userId, company.id],
    );
    if (!rows.length) throw fieldError('companyEntity.id', M.unknownOption);
  } else if (!(await one(tx, 'SELECT 1 FROM companies WHERE id = $1', [company.id]))) {
    throw fieldError('companyEntity.id', M.unknownOption);
  }
  return company.id;
}
