/**
 * The review routes: GET/POST /{collection}/{parentId}/reviews and GET/PUT/DELETE
 * /{collection}/{parentId}/reviews/{id}. One review per user per entry.
 */
import type { FastifyInstance } from 'fastify';
import { canDelete, isAccommodatedCollection, M, pageOf, review, reviewOrderQuery, reviewSchemaOf } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { errorCode, UNIQUE_VIOLATION } from '../db/outage.js';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors.js';
import { needsAt } from '../needs/repository.js';
import { listQuery } from '../http/pages.js';
import { privateAnswer } from '../http/private.js';
import type { Session } from '../credentials/tokens.js';
import { noContent, pathIds, refusals, typed } from '../http/schemas.js';
import { levelFor, signedIn, viewerOf } from '../http/session.js';
import type { EntrySpec, ReviewSpec } from '../kinds/spec.js';
import { recordModeration } from '../moderation/log.js';
import { photoLinks } from '../media/links.js';
import { deletePhotoFiles } from '../media/repository.js';
import { ReviewRepository } from './repository.js';

/** What a kind's review route groups derive from its spec, once per kind. */
function reviewKindOf(spec: EntrySpec & { reviews: ReviewSpec }) {
  return {
    spec,
    tags: [spec.collection],
    base: `/${spec.collection}/:parentId/reviews`,
    parentPath: pathIds('parentId'),
    reviewPath: pathIds('parentId', 'id'),
    reviewSchema: reviewSchemaOf(spec.reviews.accommodations),
  };
}

/** What each review route group of a kind is given: the context, the kind, and its repository (one per API). */
interface ReviewOptions {
  readonly ctx: ApiContext;
  readonly kind: ReturnType<typeof reviewKindOf>;
  readonly reviews: ReviewRepository;
}

export function reviewRoutes(spec: EntrySpec & { reviews: ReviewSpec }) {
  const kind = reviewKindOf(spec);

  return async function routes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
    const reviews = new ReviewRepository(spec.table, spec.reviews, spec.collection, photoLinks(ctx.photoStore));
    const options: ReviewOptions = { ctx, kind, reviews };
    await app.register(readRoutes, options);
    await app.register(addRoute, options);
    await app.register(changeRoutes, options);
  };
}

/** GET /{collection}/{parentId}/reviews (a page), its `mine` (the caller's own) and /{id}: anyone reads. */
async function readRoutes(app: FastifyInstance, { ctx: { db }, kind, reviews }: ReviewOptions) {
  const { spec, tags, base, parentPath } = kind;
  const api = typed(app);

  const list = {
    tags,
    summary: "A page of an entry's reviews, newest or most helpful first",
    params: parentPath,
    querystring: listQuery(reviewOrderQuery),
    // 401: "people like me" asked without a session.
    response: { 200: pageOf(review), ...refusals(400, 401, 404) },
  };
  api.get(base, { schema: list }, async (request, reply) => {
    const { parentId } = request.params;
    const { likeMe, ...page } = request.query;
    // "From people like me" reads the reader's needs: theirs alone, so only when signed in.
    const session = request.session;
    if (likeMe && !session) throw new ApiError(401, M.needsNeedLogin, [{ field: 'likeMe', message: M.needsNeedLogin }]);
    const mine =
      likeMe && session && isAccommodatedCollection(spec.collection)
        ? await needsAt(db, session.userId, spec.collection)
        : null;
    // A signed-in reader's page says which reviews they found helpful: theirs alone.
    if (session) privateAnswer(reply);
    const found = await reviews.page(db, parentId, page, viewerOf(request), mine);
    // An entry's reviews go with it (ON DELETE CASCADE): a page with reviews proves the entry is
    // there, so only an empty one asks.
    if (found.content.length === 0 && !(await reviews.parentExists(db, parentId))) throw notFound();
    return found;
  });

  // The caller's own review of the entry, so a page can offer to edit it instead of a second one.
  const mine = {
    tags,
    summary: "The caller's own review of the entry",
    params: parentPath,
    response: { 200: review, ...refusals(401, 404) },
  };
  signedIn(api).get(`${base}/mine`, { schema: mine }, async (request, reply, session) => {
    const found = await reviews.findByAuthor(db, request.params.parentId, session.userId);
    if (!found) throw notFound();
    privateAnswer(reply);
    return found;
  });

  const read = { tags, summary: 'One review', params: kind.reviewPath, response: { 200: review, ...refusals(404) } };
  api.get(`${base}/:id`, { schema: read }, async (request, reply) => {
    const found = await reviews.find(db, request.params.parentId, request.params.id, viewerOf(request));
    if (!found) throw notFound();
    if (request.session) privateAnswer(reply);
    return found;
  });
}

/** POST /{collection}/{parentId}/reviews: logged-in users add their review, one per entry. */
async function addRoute(app: FastifyInstance, { ctx: { db }, kind, reviews }: ReviewOptions) {
  const add = {
    tags: kind.tags,
    summary: "Adds the caller's review of the entry (one per person)",
    params: kind.parentPath,
    body: kind.reviewSchema,
    response: { 201: review, ...refusals(400, 401, 404) },
  };
  signedIn(typed(app)).post(kind.base, { schema: add }, async (request, reply, session) => {
    const { parentId } = request.params;
    // Read back in the same transaction: a delete of the entry racing the answer cannot empty it.
    const created = await db
      .transaction(async (tx) => {
        if (!(await reviews.lockParent(tx, parentId))) throw notFound();
        const id = await reviews.insert(tx, parentId, request.body, session.userId);
        await reviews.recount(tx, parentId);
        return reviews.find(tx, parentId, id, session.userId);
      })
      .catch((error: unknown) => {
        if (errorCode(error) === UNIQUE_VIOLATION) throw badRequest(M.alreadyReviewed);
        throw error;
      });
    if (!created) throw notFound();
    return reply.status(201).send(created);
  });
}

/** The review, its author checked: the author, moderators and administrators may change it. */
async function changeable(
  reviews: ReviewRepository,
  tx: Queryable,
  { parentId, id }: { parentId: number; id: number },
  session: Session,
) {
  if (!(await reviews.lockParent(tx, parentId))) throw notFound();
  const found = await reviews.find(tx, parentId, id, session.userId);
  if (!found) throw notFound();
  if (!canDelete(levelFor(session, found.createdById))) throw forbidden();
  return found;
}

/** PUT and DELETE /{collection}/{parentId}/reviews/{id}: the author, moderators and administrators. */
async function changeRoutes(app: FastifyInstance, { ctx, kind, reviews }: ReviewOptions) {
  const { db } = ctx;
  const { tags, base, reviewPath } = kind;
  const api = typed(app);

  const change = {
    tags,
    summary: "Changes a review: its author's, a moderator's or an administrator's",
    params: reviewPath,
    body: kind.reviewSchema,
    response: { 200: review, ...refusals(400, 401, 403, 404) },
  };
  signedIn(api).put(`${base}/:id`, { schema: change }, async (request, _reply, session) => {
    const target = request.params;
    const updated = await db.transaction(async (tx) => {
      const stored = await changeable(reviews, tx, target, session);
      await reviews.update(tx, stored, target.parentId, request.body, session.userId);
      await reviews.recount(tx, target.parentId);
      return reviews.find(tx, target.parentId, target.id, session.userId);
    });
    if (!updated) throw notFound();
    return updated;
  });

  const remove = {
    tags,
    summary: "Deletes a review with its photos: its author's, a moderator's or an administrator's",
    params: reviewPath,
    response: { 204: noContent, ...refusals(401, 403, 404) },
  };
  signedIn(api).delete(`${base}/:id`, { schema: remove }, async (request, reply, session) => {
    const target = request.params;
    const photoFiles = await db.transaction(async (tx) => {
      const found = await changeable(reviews, tx, target, session);
      const removed = await reviews.delete(tx, target.parentId, target.id, session.userId);
      await reviews.recount(tx, target.parentId);
      // Someone else's review: the moderation log says who deleted it.
      if (found.createdById !== session.userId) {
        await recordModeration(tx, {
          actorId: session.userId,
          action: 'deleted',
          targetKind: 'review',
          targetId: target.id,
          targetName: found.name,
        });
      }
      return removed;
    });
    await deletePhotoFiles(ctx.photoStore, photoFiles, request.log);
    return reply.status(204).send();
  });
}
