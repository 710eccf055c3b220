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
  type InputFieldMap,
  type InputFields,
  type ObjectFields,
  type Types,
} from '../builder/builder.js';
import { asPayload, withId } from '../builder/validate.js';
import { OptionRef } from '../reference/schema.js';
import { OpenReportRef } from '../reports/schema.js';
import {
  accommodationsField,
  accommodationsFilter,
  afterDelete,
  entryFields,
  orNull,
  pageType,
  saveEntry,
  type EntryShape,
  type EntryPayload,
} from '../entries/fields.js';
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
  type Collection,
  type EntryKind,
  type KindDeclaration,
} from '@ffc/domain';
import { listedPhotosFields, photosField } from '../photos/schema.js';
import type { GenericInputFieldRef } from '@pothos/core';

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
  fields: (t: ObjectFields<Shape>) => FieldMap;
  listFields: (t: ObjectFields<Listed>) => FieldMap;
}

/** Every filter some REST list takes. */
type AnyListFilter = { [C in Collection]: keyof RestFilterOf<C> }[Collection];

/**
 * A kind's own list filters (its type, its place, a search): each is one its REST list takes
 * (`RestFilterOf`), by the same name and of a value it takes, so the list sends them on as they
 * are; another list's filter (a product's `company` on businesses) does not compile. The filters
 * every kind has (accommodations, order and reach) are added to them, and renamed for REST, here.
 */
export type KindFilterFields<K extends EntryKind> = {
  [F in keyof RestFilterOf<K>]?: GenericInputFieldRef<RestFilterOf<K>[F]>;
} & { [F in Exclude<AnyListFilter, keyof RestFilterOf<K>>]?: never };

/** A reviewed kind must bring its reviewed parts (`reviewedParts`); another kind has none. */
type ReviewedOf<K extends EntryKind, Shape, Listed> = (typeof KINDS)[K]['reviewed'] extends true
  ? { reviewed: ReviewedParts<Shape, Listed> }
  : { reviewed?: never };

export type EntryTypeDefinition<K extends EntryKind, Shape extends KindShape, Listed extends ListedShape, Input> = {
  /** The kind (`domain`'s registry): its names, its path, whether it is located and reviewed. */
  kind: K;
  /** Parses the REST answer. */
  shape: z.ZodType<Shape>;
  /** Parses a row of the REST list (the domain's list item: what a list shows). */
  listShape: z.ZodType<Listed>;
  /** The domain schema the REST payload must pass. */
  schema: z.ZodType<EntryPayload>;
  description?: string;
  fields: (t: ObjectFields<Shape>) => FieldMap;
  /** A list row's own fields, besides id, name and (reviewed kinds) reviewCount and rating. */
  listFields: (t: ObjectFields<Listed>) => FieldMap;
  filterFields: (t: InputFields) => InputFieldMap & KindFilterFields<K>;
  inputFields: (t: InputFields) => InputFieldMap;
  /** The REST payload for a GraphQL input (references as `{ id }`). */
  payload: (input: Input) => object;
} & ReviewedOf<K, Shape, Listed>;

export function defineEntryType<K extends EntryKind, Shape extends KindShape, Listed extends ListedShape, Input>(
  definition: EntryTypeDefinition<K, Shape, Listed, Input>,
) {
  const { kind: collection, shape, reviewed } = definition;
  // The GraphQL type name names the page, filter, input and mutations; `single` reads one, the collection lists them.
  const { typeName, single, located }: KindDeclaration = KINDS[collection];
  const plural = collection;
  // Built once: zod compiles a schema on its first parse.
  const pageShape = pageOf(definition.listShape);
  const ref = builder.objectRef<Shape>(typeName).implement({
    description: definition.description,
    fields: (t) => ({
      ...entryFields(fieldsFor<EntryShape>()),
      ...definition.fields(t),
      closed: t.boolean({
        description: 'Permanently closed: it keeps its page and reviews but leaves lists unless `includeClosed`.',
        resolve: (e) => e.closed ?? false,
      }),
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
    }),
  });
  // Resolvers answer the kind's Shape, which extends EntryShape; Pothos cannot see through the
  // generic, so the queries and mutations use the ref at its base shape.
  const entryRef: PothosSchemaTypes.ObjectRef<Types, EntryShape> = ref;
  const listed = builder.objectRef<Listed>(`${typeName}ListItem`).implement({
    description: `A row of the ${plural} list: what the list shows. Query \`${single}(id)\` for the rest.`,
    fields: (t) => ({
      id: fieldsFor<ListedShape>().exposeInt('id'),
      name: fieldsFor<ListedShape>().exposeString('name'),
      ...accommodationsField(t),
      ...listedPhotosFields(fieldsFor<ListedShape>()),
      ...definition.listFields(t),
      closed: t.boolean({
        description: 'Permanently closed (listed only with `includeClosed`).',
        resolve: (e) => e.closed ?? false,
      }),
      ...reviewed?.listFields(t),
      ...(located
        ? {
            distanceKm: fieldsFor<ListedShape>().exposeFloat('distanceKm', {
              nullable: true,
              description: "Kilometres from the filter's `near` place; null without one.",
            }),
          }
        : {}),
    }),
  });
  const page = pageType(`${typeName}Page`, listed, { located: located, searched: true });
  const filter = builder.inputType(`${typeName}Filter`, {
    description: 'Empty filters are ignored.',
    fields: (t) => {
      // Held as any fields, so the list's resolver reads the shared filters by their types; the kind's
      // own go to REST as they are, checked where the kind declares them (`KindFilterFields`).
      const own: InputFieldMap = definition.filterFields(t);
      return {
        ...own,
        ...accommodationsFilter(t),
        ...reachFilter(t, located),
        includeClosed: t.boolean({ description: 'Also list permanently closed entries (left out by default).' }),
        searchExactly: t.boolean({
          description: '`searchText` as typed, without typo corrections ("Search instead for …").',
        }),
      };
    },
  });
  // GraphQL has already held the input to `${typeName}Input`, built from `inputFields`, whose value
  // `Input` names; the rule turns it into the REST payload and checks that with the domain schema.
  const input = builder
    .inputType(`${typeName}Input`, { fields: (t) => definition.inputFields(t) })
    .validate(asPayload(definition.payload, definition.schema));

  builder.queryFields((t) => ({
    [plural]: t.field({
      type: page,
      args: { filter: t.arg({ type: filter }), page: t.arg.int({ defaultValue: 0 }) },
      resolve: async (_root, args, ctx) => {
        // GraphQL's `accommodations` is the REST list's repeated `accommodation`; `near` is found
        // (a typed place geocoded) and sent as a position. The query is checked against the filters
        // every kind's list takes; the kind's own ride along in `filter` as they are.
        const { accommodations, sort, near, ...filter } = args.filter ?? {};
        const reach = await reachQuery(ctx, sort, near);
        const query: RestFilterOf<EntryKind> = { ...filter, ...reach.query, accommodation: accommodations ?? [] };
        const anyKind: EntryKind = collection;
        const found = await ctx.rest.entries(anyKind, pageShape, { ...query, page: args.page });
        return { ...found, origin: reach.origin };
      },
    }),
    [single]: t.field({
      type: entryRef,
      nullable: true,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_root, { id }, ctx, info) => {
        const entry = orNull(ctx.rest.entry(collection, shape, id));
        if (reviewed) readReviewsAhead(ctx, reviewed.value, id, info);
        return entry;
      },
    }),
  }));

  builder.mutationFields((t) => ({
    [`create${typeName}`]: t.field({
      authScopes: { signedIn: true },
      type: entryRef,
      args: { input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) =>
        saveEntry(ctx, args.input, (payload) => ctx.rest.createEntry(collection, shape, payload), { located }),
    }),
    [`update${typeName}`]: t.field({
      authScopes: { signedIn: true },
      type: entryRef,
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: input, required: true }) },
      resolve: (_root, args, ctx) =>
        saveEntry(ctx, args.input, (payload) => ctx.rest.updateEntry(collection, shape, args.id, payload), {
          located,
        }),
    }),
    [`set${typeName}Closed`]: t.field({
      authScopes: { staff: true },
      type: entryRef,
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
            type: entryRef,
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

  return ref;
}
