/**
 * An entry kind's spec (business, home, product, social group, support ticket): how the generic
 * routes store and serve it: its table, its fields and how they map to columns, its list filters
 * and, for reviewed kinds, its reviews. Each kind's spec is a file of this folder (`businesses.ts`),
 * and `all.ts` lists them.
 */
import type { Expression } from 'kysely';
import type { z } from 'zod';
import { columnNameOf, plainField, type ModerationTarget } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import type { ColumnOf, EntryTable, TableName, TableWithId } from '../db/tables.js';

export type FieldSpec =
  | { readonly field: string; readonly column: string; readonly type: 'text' | 'boolean' | 'number' }
  /**
   * A set of keys (a `text[]` column, e.g. accommodations): none on insert when absent, and an
   * update without it keeps what is stored.
   */
  | { readonly field: string; readonly column: string; readonly type: 'keys' }
  /**
   * A reference, answered as `{ id, name }` (or as `json` builds it from the joined row `r`) and
   * written from `{ id }`.
   */
  | {
      readonly field: string;
      readonly column: string;
      readonly type: 'ref';
      readonly table: TableWithId;
      readonly json?: (r: string) => Expression<unknown>;
    };

export interface ReviewSpec {
  readonly table: TableName;
  /** The review's column naming its parent, e.g. business_id. */
  readonly parentColumn: string;
  /** The parent reference in the REST review (see `review` in domain). */
  readonly parentField: 'businessEntity' | 'homeEntity' | 'productEntity';
  /** Whose accommodations a reviewer may confirm (domain/src/trust/accommodations.ts). */
  readonly accommodations: 'businesses' | 'homes' | 'products';
  /** Its helpful votes, one per person per review (votes.ts). */
  readonly votesTable: 'business_review_votes' | 'home_review_votes' | 'product_review_votes';
}

export interface EntrySpec {
  /** The REST collection under /api, e.g. businesses. */
  readonly collection: string;
  /** What the moderation log calls one, e.g. business. */
  readonly logKind: ModerationTarget;
  readonly table: EntryTable;
  /** Validates POST and PUT bodies (a domain schema). */
  readonly schema: z.ZodObject;
  /** An entry as the API answers it (a domain schema). */
  readonly answer: z.ZodObject;
  /**
   * A row of its list as the API answers it (a domain schema): the fields a list shows. The list
   * statement reads only these, its references named as `{ id, name }`.
   */
  readonly listItem: z.ZodObject;
  /**
   * The writable fields that are not stored by name, and any plain one whose place in this order
   * matters (an entry's history lists changed fields in it); `entrySpec` adds the other plain fields
   * after them, each in the column its name gives.
   */
  readonly fields: readonly FieldSpec[];
  /** Payload fields that are not columns (they steer the save, like a product's Company Option). */
  readonly unstored?: readonly string[];
  /** Validates the list query's filters (a domain schema); each filter name maps to a column in `filterColumns`. */
  readonly filterSchema: z.ZodObject;
  readonly filterColumns: Readonly<Record<string, string>>;
  /** Filters of a set of keys, each mapped to its `text[]` column: a row must hold all of them (`@>`, GIN-indexed). */
  readonly keysFilters?: Readonly<Record<string, string>>;
  /** Whether the table has a `search_text` column with a trigram index for `searchText`. */
  readonly searchable: boolean;
  readonly reviews?: ReviewSpec;
  /**
   * Whether people may report a change to it and moderators close, reopen or merge it (its table
   * has migration 017's `closed` and `merged_into_id`): the four entry kinds, not support tickets.
   */
  readonly closable?: boolean;
  /**
   * Runs in the save's transaction before the insert or update, after the payload was validated:
   * further checks, and writes the entry depends on (a product's company). Answers the payload to save.
   */
  beforeSave?(tx: Queryable, payload: EntryPayload, userId: number): Promise<EntryPayload>;
}

/**
 * A validated payload as the generic routes hold it. A kind's `beforeSave` declares its own payload
 * type (a method, so it may): the routes pass it exactly what the kind's schema answered.
 */
export type EntryPayload = Record<string, unknown>;

/** Fields every entry kind has, before its own. */
export const COMMON_FIELDS = [
  { field: 'name', column: 'name', type: 'text' },
  { field: 'description', column: 'description', type: 'text' },
] as const satisfies readonly FieldSpec[];

/** The geocoded position the BFF adds on save. */
export const POSITION_FIELDS = [
  { field: 'latitude', column: 'latitude', type: 'number' },
  { field: 'longitude', column: 'longitude', type: 'number' },
] as const satisfies readonly FieldSpec[];

/** Street address through country, as businesses, homes and social groups have it. */
export const ADDRESS_FIELDS = [
  { field: 'address1', column: 'address1', type: 'text' },
  { field: 'address2', column: 'address2', type: 'text' },
  { field: 'city', column: 'city', type: 'text' },
  { field: 'state', column: 'state_id', type: 'ref', table: 'states' },
  { field: 'country', column: 'country_id', type: 'ref', table: 'countries' },
  { field: 'postalCode', column: 'postal_code', type: 'text' },
] as const satisfies readonly FieldSpec[];

/** The fragrance-free accommodations an entry offers, and the list filter "has all of these". */
export const ACCOMMODATION_FIELDS = [
  { field: 'accommodations', column: 'accommodations', type: 'keys' },
] as const satisfies readonly FieldSpec[];
export const ACCOMMODATION_FILTER = { accommodation: 'accommodations' } as const;

/** Whether a kind lists accommodations (and so keeps a summary of their checks). */
export const isAccommodated = (spec: Pick<EntrySpec, 'fields'>): boolean =>
  spec.fields.some((f) => f.type === 'keys' && f.column === 'accommodations');

/** Contact details and the fragrance-free policy. */
export const CONTACT_FIELDS = [
  { field: 'phoneNumber', column: 'phone_number', type: 'text' },
  { field: 'email', column: 'email', type: 'text' },
  { field: 'website', column: 'website', type: 'text' },
  { field: 'policy', column: 'policy', type: 'boolean' },
  { field: 'policyDescription', column: 'policy_description', type: 'text' },
] as const satisfies readonly FieldSpec[];

/** A field's name as its column is named (`columnNameOf` in `domain`): `policyDescription` → `policy_description`. */
type ColumnNameOf<F extends string> = F extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${ColumnNameOf<T>}`
  : F;

/** A plain value (text, number, switch), maybe null: stored in the column its field's name gives. */
type IsPlain<V> = [NonNullable<V>] extends [string]
  ? string extends NonNullable<V>
    ? true
    : false
  : [NonNullable<V>] extends [number]
    ? number extends NonNullable<V>
      ? true
      : false
    : [NonNullable<V>] extends [boolean]
      ? boolean extends NonNullable<V>
        ? true
        : false
      : false;

/** The plain keys of a schema's output `O` whose name gives a column of table `T`. */
type ByName<O, T extends TableName> = {
  [F in keyof O & string]: IsPlain<O[F]> extends true ? (ColumnNameOf<F> extends ColumnOf<T> ? F : never) : never;
}[keyof O & string];

/** The payload's plain fields whose name gives a column of the table: stored there without being named. */
type StoredByName<S extends EntrySpec> = ByName<z.output<S['schema']>, S['table']>;

/**
 * The payload fields (from the kind's domain schema) a spec has no column for: not named in `fields`,
 * not `unstored`, and not a plain field whose name gives a column.
 */
export type UnstoredFields<S extends EntrySpec> = Exclude<
  keyof z.output<S['schema']> & string,
  S['fields'][number]['field'] | (S['unstored'] extends readonly (infer U)[] ? U : never) | StoredByName<S>
>;

/** The list filters the entry repository reads itself, whatever the kind (search, reach, closed, confirmed, needs). */
const GENERIC_FILTERS = [
  'searchText',
  'searchExactly',
  'confirmedWithinMonths',
  'includeClosed',
  'meetsNeeds',
  'sort',
  'near',
  'radiusKm',
] as const;
type GenericFilter = (typeof GENERIC_FILTERS)[number];

/** The plain filters (one value) whose name gives a column of the table: an equality on that column, unnamed. */
type FilteredByName<S extends EntrySpec> = ByName<z.output<S['filterSchema']>, S['table']>;

/**
 * The filters a kind's filter schema accepts that neither `filterColumns`, `keysFilters` nor their
 * name maps to a column: parsed, then silently ignored.
 */
export type UnmappedFilters<S extends EntrySpec> = Exclude<
  keyof z.output<S['filterSchema']> & string,
  keyof S['filterColumns'] | keyof S['keysFilters'] | GenericFilter | FilteredByName<S>
>;

/** The columns a spec names (for its fields and filters) that its table does not have (`db/tables.ts`). */
export type UnknownColumns<S extends EntrySpec> = Exclude<
  | S['fields'][number]['column']
  | S['filterColumns'][keyof S['filterColumns']]
  | (S['keysFilters'] extends Readonly<Record<string, infer C>> ? C : never),
  ColumnOf<S['table']>
>;

/** A spec as the routes read it: every stored field and every filter's column, named or by name. */
export type CompleteSpec<S extends EntrySpec> = Omit<S, 'fields' | 'filterColumns'> & {
  readonly fields: readonly FieldSpec[];
  readonly filterColumns: Readonly<Record<string, string>>;
};

const PLAIN_TYPES = { text: 'text', int: 'number', float: 'number', boolean: 'boolean' } as const;

/**
 * A kind's spec, checked to store every field its payload schema accepts, in columns its table
 * has: a field added to the domain schema that is neither a plain field with a column of its name
 * nor named here fails to compile, naming it (`missingColumnFor`), instead of being silently dropped
 * on save; so does a column the migrations never made (`unknownColumn`), and a list filter that maps
 * to no column (`filterWithoutColumn`), which the list would parse and ignore. The plain fields and
 * filters stored by their name are added to `fields` and `filterColumns`.
 */
export function entrySpec<const S extends EntrySpec>(
  spec: S &
    ([UnstoredFields<S>] extends [never] ? unknown : { missingColumnFor: UnstoredFields<S> }) &
    ([UnknownColumns<S>] extends [never] ? unknown : { unknownColumn: UnknownColumns<S> }) &
    ([UnmappedFilters<S>] extends [never] ? unknown : { filterWithoutColumn: UnmappedFilters<S> }),
): CompleteSpec<S> {
  const named = new Set([...spec.fields.map((f) => f.field), ...(spec.unstored ?? [])]);
  const byName: FieldSpec[] = Object.entries<z.core.$ZodType>(spec.schema.shape).flatMap(([field, schema]) => {
    const plain = named.has(field) ? null : plainField(schema);
    if (!plain || plain.list) return [];
    return [{ field, column: columnNameOf(field), type: PLAIN_TYPES[plain.kind] }];
  });
  const mapped = new Set<string>([
    ...Object.keys(spec.filterColumns),
    ...Object.keys(spec.keysFilters ?? {}),
    ...GENERIC_FILTERS,
  ]);
  const filteredByName = Object.entries<z.core.$ZodType>(spec.filterSchema.shape)
    .filter(([name, schema]) => !mapped.has(name) && plainField(schema)?.list === false)
    .map(([name]): [string, string] => [name, columnNameOf(name)]);
  return {
    ...spec,
    fields: [...spec.fields, ...byName],
    filterColumns: { ...spec.filterColumns, ...Object.fromEntries(filteredByName) },
  };
}
