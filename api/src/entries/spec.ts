/**
 * An entry kind's spec (business, home, product, social group, support ticket): how the generic
 * routes store and serve it: its table, its fields and how they map to columns, its list filters
 * and, for reviewed kinds, its reviews. Each kind's folder holds its spec (`businesses/spec.ts`).
 */
import type { z } from 'zod';
import type { Queryable } from '../db/database.js';

export type FieldSpec =
  | { readonly field: string; readonly column: string; readonly type: 'text' | 'boolean' | 'number' }
  /**
   * A reference, answered as `{ id, name }` (or as `json` builds it from the joined row `r`) and
   * written from `{ id }`.
   */
  | { readonly field: string; readonly column: string; readonly type: 'ref'; readonly table: string; readonly json?: (r: string) => string };

export interface ReviewSpec {
  readonly table: string;
  /** The review's column naming its parent, e.g. business_id. */
  readonly parentColumn: string;
  /** The parent reference in the REST review (see `review` in domain). */
  readonly parentField: 'businessEntity' | 'homeEntity' | 'productEntity';
}

export interface EntrySpec {
  /** The REST collection under /api, e.g. businesses. */
  readonly collection: string;
  readonly table: string;
  /** Validates POST and PUT bodies (a domain schema). */
  readonly schema: z.ZodObject;
  /** An entry as the API answers it (a domain schema). */
  readonly answer: z.ZodObject;
  /** The writable fields besides name and description, in column order. */
  readonly fields: readonly FieldSpec[];
  /** Validates the list query's filters (a domain schema); each filter name maps to a column in `filterColumns`. */
  readonly filterSchema: z.ZodObject;
  readonly filterColumns: Readonly<Record<string, string>>;
  /** Whether the table has a `search_text` column with a trigram index for `searchText`. */
  readonly searchable: boolean;
  readonly reviews?: ReviewSpec;
  /**
   * Runs in the save's transaction before the insert or update, after the payload was validated:
   * further checks, and writes the entry depends on (a product's company). Answers the payload to save.
   */
  readonly beforeSave?: (tx: Queryable, payload: Record<string, unknown>, userId: number) => Promise<Record<string, unknown>>;
}

/** Fields every entry kind has, before its own. */
export const COMMON_FIELDS: readonly FieldSpec[] = [
  { field: 'name', column: 'name', type: 'text' },
  { field: 'description', column: 'description', type: 'text' },
];

/** The geocoded position the BFF adds on save. */
export const POSITION_FIELDS: readonly FieldSpec[] = [
  { field: 'latitude', column: 'latitude', type: 'number' },
  { field: 'longitude', column: 'longitude', type: 'number' },
];

/** Street address through country, as businesses, homes and social groups have it. */
export const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { field: 'address1', column: 'address1', type: 'text' },
  { field: 'address2', column: 'address2', type: 'text' },
  { field: 'city', column: 'city', type: 'text' },
  { field: 'state', column: 'state_id', type: 'ref', table: 'states' },
  { field: 'country', column: 'country_id', type: 'ref', table: 'countries' },
  { field: 'postalCode', column: 'postal_code', type: 'text' },
];

/** Contact details and the fragrance-free policy. */
export const CONTACT_FIELDS: readonly FieldSpec[] = [
  { field: 'phoneNumber', column: 'phone_number', type: 'text' },
  { field: 'email', column: 'email', type: 'text' },
  { field: 'website', column: 'website', type: 'text' },
  { field: 'policy', column: 'policy', type: 'boolean' },
  { field: 'policyDescription', column: 'policy_description', type: 'text' },
];
