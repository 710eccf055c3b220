/**
 * Reviews of businesses, homes and products: one Review type for every kind (keyed by kind and
 * id, since ids repeat across kinds), the `reviews(page)` field each reviewed entry carries, and
 * the review query and mutations.
 */
import { getArgumentValues, getNamedType, GraphQLError, isObjectType, Kind, type GraphQLResolveInfo } from 'graphql';
import {
  M,
  REVIEW_PHOTOS_MAX,
  descriptionOf,
  likeMeParam,
  REVIEW_ORDER_DEFAULT,
  REVIEW_ORDER_LABELS,
  REVIEW_ORDERS,
  reviewSchemaOf,
  type AccommodationConfirmation,
  type Review as ReviewShape,
  type ReviewOrder,
  kindOfValue,
  KINDS,
  REVIEWED_KINDS,
  valuesOf,
  type KindValue,
  type ReviewedKind,
} from '@ffc/domain';
import { z } from 'zod';
import { restCalls } from '../graphql/cost.js';
import type { GraphQLContext } from '../context.js';
import { RestError } from '../rest/errors.js';
import type { MadeFields } from '../builder/derive.js';
import { builder, fieldsFor, type FieldMap, type ObjectFields } from '../builder/builder.js';
import { orNull, pageType } from '../entries/fields.js';
import { AccommodationConfirmationRef } from '../reference/schema.js';
import { photosField } from '../photos/schema.js';
import { inputRuleOf } from '../builder/validate.js';

/** The reviewed kinds as GraphQL names them (`ReviewKind`). */
export const REVIEW_KINDS = valuesOf(REVIEWED_KINDS);
export type ReviewKindValue = KindValue<ReviewedKind>;

/** The REST collection of the kind a `ReviewKind` value names. */
export const collectionOf = (kind: ReviewKindValue): ReviewedKind => kindOfValue(kind, REVIEWED_KINDS);
/** Each kind's review rules (its accommodations differ), built once. */
const REVIEW_SCHEMAS = {
  BUSINESS: reviewSchemaOf('businesses'),
  HOME: reviewSchemaOf('homes'),
  PRODUCT: reviewSchemaOf('products'),
} as const;

export const ReviewKind = builder.enumType('ReviewKind', { values: REVIEW_KINDS });

/** The orders of an entry's reviews (REST `order`), named as REST names them. */
export const ReviewOrderEnum = builder.enumType('ReviewOrder', {
  description: "The order of an entry's reviews: newest first (the default) or most helpful first.",
  values: {
    newest: { value: 'newest', description: REVIEW_ORDER_LABELS.newest },
    helpful: { value: 'helpful', description: REVIEW_ORDER_LABELS.helpful },
  } satisfies Record<ReviewOrder, { value: ReviewOrder; description: string }>,
});

interface TaggedReview extends ReviewShape {
  kind: ReviewKindValue;
  parentId: number;
}

export const tag =
  (kind: ReviewKindValue, parentId: number) =>
  (review: ReviewShape): TaggedReview => ({ ...review, kind, parentId });

/**
 * The caller's own review of an entry (`kind/parentId`): the one way a Review is loaded rather than
 * answered. The dataloader plugin loads by string, so keys are spelt out and read back.
 */
const myReviewKey = ({ kind, parentId }: { kind: ReviewKindValue; parentId: number }) => `${kind}/${parentId}`;
const myReviewKeyParts = z.tuple([z.enum(REVIEW_KINDS), z.coerce.number().int()]);

/** Each key's answer, or its failure, as a dataloader's `load` gives them. */
const eachOf = <V>(keys: readonly string[], read: (key: string) => Promise<V>): Promise<(V | Error)[]> =>
  Promise.all(
    keys.map((key) => read(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))),
  );

const MyReviews = builder.loadableObjectRef('Review', {
  load: (keys: string[], { rest }: GraphQLContext) =>
    eachOf(keys, (key) => {
      const [kind, parentId] = myReviewKeyParts.parse(key.split('/'));
      return rest.myReview(collectionOf(kind), parentId).then(tag(kind, parentId));
    }),
});

export const ReviewRef = MyReviews.implement({
  description: 'A review of a business, home or product. Ids repeat across kinds: key by kind and id.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.expose('kind', { type: ReviewKind }),
    parentId: t.exposeInt('parentId', { description: 'The reviewed entry.' }),
    parentName: t.string({
      description: "The reviewed entry's name (one REST call: for one review at a time, not inside a list).",
      extensions: restCalls(),
      resolve: async (r, _args, { rest }, info) => {
        if (insideList(info.path))
          throw new GraphQLError(M.reviewsOneAtATime, { extensions: { code: 'BAD_REQUEST', fieldErrors: [] } });
        return (await rest.entrySummary(collectionOf(r.kind), r.parentId)).name;
      },
    }),
    name: t.exposeString('name', { description: 'The title.' }),
    comment: t.exposeString('comment', { nullable: true }),
    rating: t.exposeInt('rating'),
    confirmedAccommodations: t.stringList({
      description: 'The accommodations the reviewer found true on their visit (keys).',
      resolve: (r) => r.confirmedAccommodations ?? [],
    }),
    counted: t.boolean({
      description:
        "False while the author's email address is unconfirmed: the review is shown but counts in no rating.",
      resolve: (r) => r.counted ?? true,
    }),
    disputedAccommodations: t.stringList({
      description: 'The accommodations the reviewer found not true on their visit (keys).',
      resolve: (r) => r.disputedAccommodations ?? [],
    }),
    reviewerNeeds: t.stringList({
      nullable: true,
      description:
        "The author's needs at this kind (keys), when they chose to show them with their reviews; else null.",
      resolve: (r) => r.reviewerNeeds ?? null,
    }),
    createdById: t.exposeInt('createdById', { nullable: true }),
    createdByUsername: t.exposeString('createdByUsername', {
      nullable: true,
      description: "The author's public username.",
    }),
    createdDate: t.exposeString('createdDate', { nullable: true }),
    modifiedById: t.exposeInt('modifiedById', { nullable: true }),
    modifiedDate: t.exposeString('modifiedDate', { nullable: true }),
    ...photosField(
      t,
      `The photos its author added to it (at most ${REVIEW_PHOTOS_MAX}), newest first.`,
      REVIEW_PHOTOS_MAX,
    ),
    helpfulCount: t.int({ description: 'How many people marked it helpful.', resolve: (r) => r.helpfulCount ?? 0 }),
    votedHelpful: t.boolean({
      description: 'Whether the logged-in person marked it helpful (false when logged out).',
      resolve: (r) => r.votedHelpful ?? false,
    }),
  }),
});

/** A page of an entry's reviews in an order (`kind/parentId/page/order`), as its loader's key. */
const reviewPageKey = (key: {
  kind: ReviewKindValue;
  parentId: number;
  page: number;
  order: ReviewOrder;
  likeMe: boolean;
}) => `${key.kind}/${key.parentId}/${key.page}/${key.order}/${key.likeMe ? 'like-me' : 'all'}`;
const reviewPageKeyParts = z.tuple([
  z.enum(REVIEW_KINDS),
  z.coerce.number().int(),
  z.coerce.number().int(),
  z.enum(REVIEW_ORDERS),
  z.enum(['like-me', 'all']),
]);

/**
 * Loaded, so the entry's resolver can start the read with its own (`readReviewsAhead`) and the
 * `reviews` field takes the same answer from the request's loader.
 */
const ReviewPages = builder.loadableObjectRef('ReviewPage', {
  load: (keys: string[], { rest }: GraphQLContext) =>
    eachOf(keys, async (key) => {
      const [kind, parentId, page, order, whose] = reviewPageKeyParts.parse(key.split('/'));
      const answer = await rest.reviews(collectionOf(kind), parentId, page, order, whose === 'like-me');
      return { ...answer, content: answer.content.map(tag(kind, parentId)) };
    }),
});
const ReviewPageRef = pageType(ReviewPages, ReviewRef);

const ReviewInput = builder.inputType('ReviewInput', {
  fields: (t) => ({
    name: t.string(),
    comment: t.string(),
    rating: t.int(),
    confirmedAccommodations: t.stringList({
      description: 'The accommodations found true on the visit (keys). Left out of an update, they stay as they are.',
    }),
    disputedAccommodations: t.stringList({
      description:
        'The accommodations found not true on the visit (keys), none also confirmed. ' +
        'Left out of an update, they stay as they are.',
    }),
  }),
});

/** Whether a field is being resolved for an item of a list (its path passes through an index). */
function insideList(path: GraphQLResolveInfo['path'] | undefined): boolean {
  for (let at = path?.prev; at; at = at.prev) if (typeof at.key === 'number') return true;
  return false;
}

/**
 * Starts the REST reads of a reviewed entry's `reviews(page)` and `myReview`, when the query selects
 * them on the entry, together with the entry's own read: a detail page costs one round of calls.
 */
export function readReviewsAhead(
  ctx: GraphQLContext,
  kind: ReviewKindValue,
  id: number,
  info: GraphQLResolveInfo,
): void {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return;
  const reviewsField = type.getFields().reviews;
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD) continue;
      // Nobody may come for a read started here (the entry is missing): its failure is not unhandled.
      if (selection.name.value === 'reviews' && reviewsField) {
        const args = getArgumentValues(reviewsField, selection, info.variableValues);
        const page = typeof args.page === 'number' ? args.page : 0;
        const order: ReviewOrder = args.order === 'helpful' ? 'helpful' : REVIEW_ORDER_DEFAULT;
        const likeMe = args.likeMe === true;
        ReviewPages.getDataloader(ctx)
          .load(reviewPageKey({ kind, parentId: id, page, order, likeMe }))
          .catch(() => undefined);
      }
      if (selection.name.value === 'myReview' && ctx.rest.hasSession)
        MyReviews.getDataloader(ctx)
          .load(myReviewKey({ kind, parentId: id }))
          .catch(() => undefined);
    }
  }
}

/** A reviewed entry's count and average, for its object type and its list row's. */
/** What a reviewed kind's list row carries. */
export interface RatedShape {
  reviews: number;
  rating?: number | null;
}

/** What a reviewed kind's entry carries. */
export interface ReviewedShape extends RatedShape {
  id: number;
  accommodationConfirmations?: AccommodationConfirmation[];
}

export const ratingFields = (t: ObjectFields<RatedShape>): FieldMap => ({
  reviewCount: t.exposeInt('reviews', { description: 'How many reviews (REST `reviews`).' }),
  rating: t.exposeFloat('rating', {
    nullable: true,
    description: 'The average rating; null when there are no reviews.',
  }),
});

/**
 * A reviewed entry's count, average, paged reviews and the person's own review, for the entry's
 * object type. List rows are a type of their own without these: each would be a REST call.
 */
export const reviewedFields = <P extends ReviewedShape>(t: ObjectFields<P>, kind: ReviewKindValue): FieldMap => ({
  ...ratingFields(fieldsFor<RatedShape>()),
  accommodationConfirmations: t.field({
    type: [AccommodationConfirmationRef],
    description: 'How many reviewers confirmed each accommodation, most confirmed first.',
    resolve: (e) => e.accommodationConfirmations ?? [],
  }),
  reviews: t.field({
    type: ReviewPageRef,
    description: 'Newest first, or most helpful first.',
    args: {
      page: t.arg.int({ defaultValue: 0 }),
      order: t.arg({ type: ReviewOrderEnum, defaultValue: REVIEW_ORDER_DEFAULT }),
      likeMe: t.arg.boolean({ description: descriptionOf(likeMeParam) }),
    },
    extensions: restCalls(),
    resolve: (e, { page, order, likeMe }, ctx) =>
      ReviewPages.getDataloader(ctx).load(
        reviewPageKey({
          kind,
          parentId: e.id,
          page: page ?? 0,
          order: order ?? REVIEW_ORDER_DEFAULT,
          likeMe: likeMe === true,
        }),
      ),
  }),
  myReview: t.field({
    type: ReviewRef,
    nullable: true,
    description:
      "The logged-in person's own review of this entry (one per person); " +
      'null when they have none or are not logged in.',
    extensions: restCalls(),
    resolve: async (e, _args, ctx) => {
      if (!ctx.rest.hasSession) return null;
      try {
        return await MyReviews.getDataloader(ctx).load(myReviewKey({ kind, parentId: e.id }));
      } catch (error) {
        // No review of theirs (404), or the session has ended (401): nothing to offer.
        if (error instanceof RestError && (error.status === 404 || error.status === 401)) return null;
        throw error;
      }
    },
  }),
});

builder.queryFields((t) => ({
  review: t.field({
    type: ReviewRef,
    nullable: true,
    args: {
      kind: t.arg({ type: ReviewKind, required: true }),
      parentId: t.arg.int({ required: true }),
      id: t.arg.int({ required: true }),
    },
    resolve: (_root, { kind, parentId, id }, { rest }) =>
      orNull(rest.review(collectionOf(kind), parentId, id).then(tag(kind, parentId))),
  }),
}));

builder.mutationFields((t) => ({
  createReview: t.field({
    authScopes: { signedIn: true },
    type: ReviewRef,
    args: t.validate(
      {
        kind: t.arg({ type: ReviewKind, required: true }),
        parentId: t.arg.int({ required: true }),
        input: t.arg({ type: ReviewInput, required: true }),
      },
      inputRuleOf((args: { kind: ReviewKindValue; parentId: number; input: unknown }) => REVIEW_SCHEMAS[args.kind]),
    ),
    resolve: (_root, { kind, parentId, input }, { rest }) =>
      rest.createReview(collectionOf(kind), parentId, input).then(tag(kind, parentId)),
  }),
  updateReview: t.field({
    authScopes: { signedIn: true },
    type: ReviewRef,
    args: t.validate(
      {
        kind: t.arg({ type: ReviewKind, required: true }),
        parentId: t.arg.int({ required: true }),
        id: t.arg.int({ required: true }),
        input: t.arg({ type: ReviewInput, required: true }),
      },
      inputRuleOf(
        (args: { kind: ReviewKindValue; parentId: number; id: number; input: unknown }) => REVIEW_SCHEMAS[args.kind],
      ),
    ),
    resolve: (_root, { kind, parentId, id, input }, { rest }) =>
      rest.updateReview(collectionOf(kind), parentId, id, input).then(tag(kind, parentId)),
  }),
  deleteReview: t.boolean({
    authScopes: { signedIn: true },
    args: {
      kind: t.arg({ type: ReviewKind, required: true }),
      parentId: t.arg.int({ required: true }),
      id: t.arg.int({ required: true }),
    },
    resolve: async (_root, { kind, parentId, id }, { rest }) => {
      await rest.deleteReview(collectionOf(kind), parentId, id);
      return true;
    },
  }),
}));

/**
 * A reviewed kind's parts of its GraphQL types (`defineEntryType`'s `reviewed`): the entry's count,
 * rating, confirmations and reviews, and a row's count and rating. Typed for any shape that
 * carries them, so a kind whose REST answer lacks them does not compile.
 */
export const reviewedParts = (kind: ReviewedKind) => {
  const value: ReviewKindValue = KINDS[kind].value;
  return {
    value,
    fields: <P extends ReviewedShape>(t: ObjectFields<P>) => reviewedFields(t, value),
    // A row's count is `reviewCount`; it has no page of reviews.
    listFields: <P extends RatedShape>(_t: ObjectFields<P>): MadeFields => ({
      ...ratingFields(fieldsFor<RatedShape>()),
      reviews: false,
    }),
  };
};
