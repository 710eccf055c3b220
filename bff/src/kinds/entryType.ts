/**
 * One entry kind's GraphQL surface, built from its description: the object type (shared fields
 * plus its own), the page, filter and input types, `{plural}(filter, page)`, `{single}(id)`, and
 * `create…`, `update…`, `delete…`. Each kind's module (`businesses/schema.ts`, `homes/schema.ts`…) holds
 * only what is its own.
 */
import { pageOf, setClosedSchema } from '@ffc/domain';
import type { z } from 'zod';
import {
  builder,
  fieldsFor,
  type FieldMap,
  type InputFields,
  type ObjectFields,
  type Types,
} from '../builder/builder.js';
import { asPayload, withId } from '../builder/validate.js';
import { OptionRef } from '../reference/schema.js';
import { OpenReportRef } from '../reports/schema.js';
import {
  accommodationsFilter,
  accommodationsInput,
  accommodationStatusField,
  afterDelete,
  orNull,
  pageType,
  type PageShape,
  saveEntry,
  withRefs,
  type EntryShape,
  type EntryPayload,
  type LocatedShape,
} from '../entries/fields.js';
import {
  derivedFields,
  derivedInputFields,
  referencesOf,
  type InputField,
  type Made,
  type MadeInputKeys,
  type MadeFields,
  type MadeKeys,
  type ObjectSchema,
  type ObjectSchemaOf,
} from '../builder/derive.js';
import { reachFilter, reachQuery } from '../entries/lists.js';
import type { RestFilterOf } from '../rest/api.js';
import { readReviewsAhead, type ReviewKindValue } from '../reviews/schema.js';
import {
  checksSchemaOf,
  isAccommodatedCollection,
  type AccommodationStatus,
  type Photo,
  ENTRY_PHOTOS_SHOWN,
  KINDS,
  type EntryKind,
  type KindDeclaration,
} from '@ffc/domain';
import { listedPhotosFields, photosField } from '../photos/schema.js';

/**
 * What every entry kind's answer has besides the shared fields: its photos (support tickets, which are no kind here,
 * have none).
 */
interface KindShape extends EntryShape {
  photos: readonly Photo[];
}

/** What every list row has. */
interface ListedShape {
  id: number;
  name: string;
  photos: readonly Photo[];
  photoCount: number;
  accommodations?: readonly string[];
  accommodationStatus?: readonly AccommodationStatus[];
  distanceKm?: number | null;
  closed?: boolean;
}

/** A reviewed kind's own parts: its count, rating and reviews on the entry, its count and rating on a row. */
export interface ReviewedParts<Shape, Listed> {
  /** The GraphQL `ReviewKind` value. */
  value: ReviewKindValue;
  fields: (t: ObjectFields<Shape>) => MadeFields;
  listFields: (t: ObjectFields<Listed>) => MadeFields;
}

/** The list filters every kind has, which the list's resolver renames or finds for REST. */
type SharedFilter = 'accommodations' | 'sort' | 'near';

/**
 * A kind's own list filters (its type, its place, a search), derived from its list screen's schema:
 * each must be one its REST list takes (`RestFilterOf`), by the same name, as the list sends them on
 * as they are. Another list's filter, or one no REST list takes, does not compile (`filterNotInRest`).
 */
export type OwnFiltersInRest<K extends EntryKind, Filter> = [
  Exclude<keyof Filter, SharedFilter | keyof RestFilterOf<K>>,
] extends [never]
  ? unknown
  : { filterNotInRest: Exclude<keyof Filter, SharedFilter | keyof RestFilterOf<K>> };

/** A reviewed kind must bring its reviewed parts (`reviewedParts`); another kind has none. */
type ReviewedOf<K extends EntryKind, Shape, Listed> = (typeof KINDS)[K]['reviewed'] extends true
  ? { reviewed: ReviewedParts<Shape, Listed> }
  : { reviewed?: never };

/**
 * The answer's keys whose fields every kind shares and this module makes: the address's references,
 * the dated accommodations, the reviewers' confirmations (reviewed parts), a merge, open reports, photos.
 */
type SharedMade =
  'state' | 'country' | 'accommodationStatus' | 'accommodationConfirmations' | 'mergedInto' | 'openReports' | 'photos';
/**
 * The payload's and filters' keys whose input fields this module makes: the accommodations (a closed
 * set), order and reach.
 */
type SharedInputMade = 'accommodations' | 'sort' | 'near';

export type EntryTypeDefinition<
  K extends EntryKind,
  Shape extends KindShape,
  Listed extends ListedShape,
  Payload extends EntryPayload,
  Filter,
  Input extends Record<string, unknown>,
> = {
  /** The kind (`domain`'s registry): its names, its path, whether it is located and reviewed. */
  kind: K;
  /** Parses the REST answer; the object type's fields are derived from it. */
  shape: ObjectSchemaOf<Shape>;
  /** Parses a row of the REST list (the domain's list item: what a list shows); its fields are derived from it. */
  listShape: ObjectSchemaOf<Listed>;
  /** The domain schema the REST payload must pass; the input's fields are derived from it. */
  schema: ObjectSchemaOf<Payload>;
  /** The list screen's filters, named as GraphQL names them; the filter's fields are derived from them. */
  filterSchema: ObjectSchemaOf<Filter> & OwnFiltersInRest<K, Filter>;
  description?: string;
} & MadeBy<'fields', ObjectFields<Shape>, Exclude<MadeKeys<Shape>, SharedMade>> &
  MadeBy<'listFields', ObjectFields<Listed>, Exclude<MadeKeys<Listed>, SharedMade>> &
  MadeBy<'filterFields', InputFields, Exclude<MadeInputKeys<Filter>, SharedInputMade>, InputField> &
  MadeBy<'inputFields', InputFields, Exclude<MadeInputKeys<Payload>, SharedInputMade>, InputField> &
  PayloadOf<Exclude<MadeInputKeys<Payload>, SharedInputMade>, Input> &
  ReviewedOf<K, Shape, Listed>;

/**
 * The fields of a kind's own that derivation cannot make (its references, objects), as the function
 * `name`: required when there are any, so leaving it out is a compile error too.
 */
type MadeBy<Name extends string, T, Keys extends string, F = FieldMap[string]> = [Keys] extends [never]
  ? { [P in Name]?: (t: T) => Made<Keys, F> }
  : { [P in Name]: (t: T) => Made<Keys, F> };

/**
 * The REST payload for a GraphQL input. Without input fields made by hand, each reference `xId` is
 * sent as `x: { id }` and the rest as it is; with them, the kind says how (a product's company).
 */
type PayloadOf<MadeInput extends string, Input> = [MadeInput] extends [never]
  ? { payload?: (input: Input) => object }
  : { payload: (input: Input) => object };

export function defineEntryType<
  K extends EntryKind,
  Shape extends KindShape,
  Listed extends ListedShape,
  Payload extends EntryPayload,
  Filter,
  Input extends Record<string, unknown> = Record<string, unknown>,
>(definition: EntryTypeDefinition<K, Shape, Listed, Payload, Filter, Input>) {
  const { kind: collection, shape, reviewed } = definition;
  // The GraphQL type name names the page, filter, input and mutations; `single` reads one, the collection lists them.
  const names: KindDeclaration = KINDS[collection];
  const ref = objectType<Shape, Listed>(names, definition);
  // Resolvers answer the kind's Shape, which extends EntryShape; Pothos cannot see through the
  // generic, so the queries and mutations use the ref at its base shape.
  const entryRef: PothosSchemaTypes.ObjectRef<Types, EntryShape> = ref;
  const kind: RootFieldParts = { collection, names, shape, entry: entryRef };
  const page = listPageType<Shape, Listed>(collection, names, definition);
  const filter = filterType(names, definition);
  const input = inputType<Payload, Input>(names, definition);
  entryQueries(kind, { page, pageShape: pageOf(definition.listShape), filter }, reviewed?.value);
  entryMutations(kind, input);
  return ref;
}

/** The address's references, on a located kind's entry and row. */
const placeRefs = (located: boolean, t: ObjectFields<LocatedShape>): FieldMap =>
  located
    ? {
        state: t.expose('state', { type: OptionRef, nullable: true }),
        country: t.expose('country', { type: OptionRef, nullable: true }),
      }
    : {};

/** The entry itself: the fields every kind shares, its reviewed parts, then its own. */
function objectType<Shape extends KindShape, Listed>(
  { typeName, located }: KindDeclaration,
  definition: {
    shape: ObjectSchemaOf<Shape>;
    description?: string;
    fields?: (t: ObjectFields<Shape>) => MadeFields;
    reviewed?: ReviewedParts<Shape, Listed>;
  },
) {
  const { reviewed } = definition;
  return builder.objectRef<Shape>(typeName).implement({
    description: definition.description,
    fields: (t) =>
      derivedFields(typeName, definition.shape, {
        ...placeRefs(located, fieldsFor<LocatedShape>()),
        ...accommodationStatusField(fieldsFor<KindShape>()),
        mergedInto: fieldsFor<KindShape>().expose('mergedInto', {
          type: OptionRef,
          nullable: true,
          description: 'The entry of its kind it duplicated and was merged into.',
        }),
        openReports: t.field({
          type: [OpenReportRef],
          description: 'Reports of a change not yet reviewed: reason and date only.',
          resolve: (e) => [...(e.openReports ?? [])],
        }),
        ...photosField(
          fieldsFor<KindShape>(),
          `Its photos and its reviews', newest first (the newest ${ENTRY_PHOTOS_SHOWN}).`,
        ),
        ...reviewed?.fields(t),
        ...definition.fields?.(t),
      }),
  });
}

/** A page of the list, whose rows show what the list does: the entry's own fields are read by `{single}(id)`. */
function listPageType<Shape, Listed extends ListedShape>(
  plural: EntryKind,
  { typeName, single, located }: KindDeclaration,
  definition: {
    listShape: ObjectSchemaOf<Listed>;
    listFields?: (t: ObjectFields<Listed>) => MadeFields;
    reviewed?: ReviewedParts<Shape, Listed>;
  },
) {
  const { reviewed } = definition;
  const listed = builder.objectRef<Listed>(`${typeName}ListItem`).implement({
    description: `A row of the ${plural} list: what the list shows. Query \`${single}(id)\` for the rest.`,
    fields: (t) =>
      derivedFields(`${typeName}ListItem`, definition.listShape, {
        ...placeRefs(located, fieldsFor<LocatedShape>()),
        ...accommodationStatusField(fieldsFor<ListedShape>()),
        ...listedPhotosFields(fieldsFor<ListedShape>()),
        ...reviewed?.listFields(t),
        ...definition.listFields?.(t),
      }),
  });
  return pageType(`${typeName}Page`, listed, { located: located, searched: true });
}

function filterType(
  { typeName, located }: KindDeclaration,
  definition: { filterSchema: ObjectSchema; filterFields?: (t: InputFields) => MadeFields<InputField> },
) {
  return builder.inputType(`${typeName}Filter`, {
    description: 'Empty filters are ignored.',
    fields: (t) => {
      const shared = { ...accommodationsFilter(t), ...reachFilter(t, located) };
      // The shared fields are spread again (their place stays the first) so that the type of the
      // filter names them, and the list's resolver reads them by their types.
      return {
        ...derivedInputFields(`${typeName}Filter`, t, definition.filterSchema, {
          ...shared,
          ...definition.filterFields?.(t),
        }),
        ...shared,
      };
    },
  });
}

/**
 * GraphQL has already held the input to `${typeName}Input`, derived from the payload schema; the
 * rule turns it into the REST payload and checks that with the domain schema.
 */
function inputType<Payload extends EntryPayload, Input extends Record<string, unknown>>(
  { typeName }: KindDeclaration,
  definition: {
    schema: ObjectSchemaOf<Payload>;
    inputFields?: (t: InputFields) => MadeFields<InputField>;
    payload?: (input: Input) => object;
  },
): PothosSchemaTypes.InputObjectRef<Types, EntryPayload> {
  const references = referencesOf(definition.schema);
  // The mutations' resolvers take any kind's payload: the schema at its base type.
  const payloadSchema: z.ZodType<EntryPayload> = definition.schema;
  return builder
    .inputType(`${typeName}Input`, {
      fields: (t) =>
        derivedInputFields(`${typeName}Input`, t, definition.schema, {
          ...accommodationsInput(t),
          ...definition.inputFields?.(t),
        }),
    })
    .validate(asPayload(definition.payload ?? ((input: Input) => withRefs(input, references)), payloadSchema));
}

/** What a kind's queries and mutations are made from: its names, how its answer is parsed, its object type. */
interface RootFieldParts {
  readonly collection: EntryKind;
  readonly names: KindDeclaration;
  readonly shape: z.ZodType<EntryShape>;
  readonly entry: PothosSchemaTypes.ObjectRef<Types, EntryShape>;
}

/** `{plural}(filter, page)` and `{single}(id)`. */
function entryQueries<Listed>(
  { collection, names, shape, entry }: RootFieldParts,
  list: {
    page: PothosSchemaTypes.ObjectRef<Types, PageShape<Listed>>;
    pageShape: z.ZodType<PageShape<Listed>>;
    filter: ReturnType<typeof filterType>;
  },
  reviewed: ReviewKindValue | undefined,
): void {
  builder.queryFields((t) => ({
    [collection]: t.field({
      type: list.page,
      args: { filter: t.arg({ type: list.filter }), page: t.arg.int({ defaultValue: 0 }) },
      resolve: async (_root, args, ctx) => {
        // GraphQL's `accommodations` is the REST list's repeated `accommodation`; `near` is found
        // (a typed place geocoded) and sent as a position. The query is checked against the filters
        // every kind's list takes; the kind's own ride along in `filter` as they are.
        const { accommodations, sort, near, ...own } = args.filter ?? {};
        const reach = await reachQuery(ctx, sort, near);
        // GraphQL held the kind's own filters to their fields, derived from its list screen's schema,
        // whose keys are filters of its REST list (`OwnFiltersInRest`), as values of their scalars.
        const filter = own as RestFilterOf<EntryKind>;
        const query: RestFilterOf<EntryKind> = { ...filter, ...reach.query, accommodation: accommodations ?? [] };
        const found = await ctx.rest.entries(collection, list.pageShape, { ...query, page: args.page });
        return { ...found, origin: reach.origin };
      },
    }),
    [names.single]: t.field({
      type: entry,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_root, { id }, ctx, info) => {
        const found = orNull(ctx.rest.entry(collection, shape, id));
        if (reviewed) readReviewsAhead(ctx, reviewed, id, info);
        return found;
      },
    }),
  }));
}

/** `create…`, `update…`, `set…Closed`, `check…Accommodations` (a kind with accommodations), `delete…`. */
function entryMutations(
  { collection, names, shape, entry }: RootFieldParts,
  input: PothosSchemaTypes.InputObjectRef<Types, EntryPayload>,
): void {
  const { typeName, located } = names;
  builder.mutationFields((t) => ({
    [`create${typeName}`]: t.field({
      authScopes: { signedIn: true },
      type: entry,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) =>
        saveEntry(ctx, args.input, (payload) => ctx.rest.createEntry(collection, shape, payload), { located }),
    }),
    [`update${typeName}`]: t.field({
      authScopes: { signedIn: true },
      type: entry,
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) =>
        saveEntry(ctx, args.input, (payload) => ctx.rest.updateEntry(collection, shape, args.id, payload), {
          located,
        }),
    }),
    [`set${typeName}Closed`]: t.field({
      authScopes: { staff: true },
      type: entry,
      description:
        'Moderators and administrators: closes (or, with mergedIntoId, merges into another of its kind) or reopens it.',
      args: t.validate(
        { id: t.arg.int({ required: true }), closed: t.arg.boolean({ required: true }), mergedIntoId: t.arg.int() },
        withId(setClosedSchema),
      ),
      resolve: (_root, { id, ...closing }, ctx) => ctx.rest.setEntryClosed(collection, shape, id, closing),
    }),
    // "Still true?": REST's POST /{collection}/{id}/checks.
    ...(isAccommodatedCollection(collection)
      ? {
          [`check${typeName}Accommodations`]: t.field({
            authScopes: { signedIn: true },
            type: entry,
            description:
              "The caller's yes (`confirmed`) or no (`disputed`) on each accommodation it lists, in one step; " +
              'once a month per entry.',
            args: t.validate(
              {
                id: t.arg.int({ required: true }),
                confirmed: t.arg.stringList({ required: true }),
                disputed: t.arg.stringList({ required: true }),
              },
              withId(checksSchemaOf(collection)),
            ),
            resolve: (_root, { id, ...checks }, ctx) => ctx.rest.checkAccommodations(collection, shape, id, checks),
          }),
        }
      : {}),
    [`delete${typeName}`]: t.boolean({
      authScopes: { signedIn: true },
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_root, { id }, ctx) => {
        await ctx.rest.deleteEntry(collection, id);
        return afterDelete(ctx);
      },
    }),
  }));
}
