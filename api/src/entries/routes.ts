/**
 * The REST routes of an entry kind, from its spec: GET /{collection} (filtered page), GET/PUT/DELETE
 * /{collection}/{id}, POST /{collection}, and its history: GET /{collection}/{id}/history and
 * POST /{collection}/{id}/history/{revision}/revert. Anyone reads; logged-in users create and edit;
 * the creator, moderators and administrators delete; moderators and administrators revert.
 */
import type { FastifyInstance } from 'fastify';
import {
  canDelete,
  changedFieldsText,
  pageOf,
  pageRequestSchema,
  positionFields,
  revertDetail,
  revision,
  isAccommodatedCollection,
  M,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { needsAt } from '../needs/repository.js';
import { listQuery } from '../http/pages.js';
import { privateAnswer } from '../http/private.js';
import { idPath, noContent, pathIds, refusals, typed } from '../http/schemas.js';
import { levelFor, signedIn, staff } from '../http/session.js';
import { checkReferences } from '../reference/references.js';
import { refId } from '../http/rows.js';
import { isAccommodated, type EntryPayload, type EntrySpec } from '../kinds/spec.js';
import { EntryRepository } from './repository.js';
import { recordModeration } from '../moderation/log.js';
import { accommodationsChanged, checkRoutes, lockAccommodations } from './checks.js';
import { historyPage, lockEntry, recordRevision, revertPayload, snapshotOfRevision } from './history.js';
import { photoLinks } from '../media/links.js';
import { deletePhotoFiles } from '../media/repository.js';
import { notifyAreaWatchers } from '../watching/areas.js';

const revisionPath = pathIds('id', 'revision');

/** An entry's name for the moderation log (every kind's answer has one). */
const nameOf = (entry: Readonly<Record<string, unknown>>) => (typeof entry.name === 'string' ? entry.name : null);

/** What a kind's route groups derive from its spec, once per kind. */
function kindOf(spec: EntrySpec) {
  return {
    spec,
    tags: [spec.collection],
    base: `/${spec.collection}`,
    // The BFF adds the geocoded position of the anonymous address.
    payloadSchema: spec.schema.extend(positionFields),
    query: listQuery(spec.filterSchema),
    // Kinds with accommodations keep a summary of their checks, and take "Still true?".
    accommodated: isAccommodated(spec) && isAccommodatedCollection(spec.collection) ? spec.collection : undefined,
  };
}

/** What each route group of a kind is given: the context, the kind, and its repository (one per API). */
interface KindOptions {
  readonly ctx: ApiContext;
  readonly kind: ReturnType<typeof kindOf>;
  readonly repository: EntryRepository;
}

/** The rows a payload refers to, for `checkReferences`; its state and country it checks together, as a place. */
const referencesOf = (spec: EntrySpec, payload: EntryPayload) =>
  spec.fields.flatMap((f) =>
    f.type === 'ref' && f.table !== 'states' && f.table !== 'countries'
      ? [{ field: f.field, table: f.table, id: refId(payload[f.field]) }]
      : [],
  );

/** The payload as the kind saves it: through its `beforeSave`, when it has one. */
const prepare = (spec: EntrySpec, tx: Queryable, payload: EntryPayload, userId: number) =>
  spec.beforeSave ? spec.beforeSave(tx, payload, userId) : Promise.resolve(payload);

export function entryRoutes(spec: EntrySpec) {
  const kind = kindOf(spec);

  return async function routes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
    const options: KindOptions = { ctx, kind, repository: new EntryRepository(spec, photoLinks(ctx.photoStore)) };
    if (kind.accommodated) await checkRoutes(spec, kind.accommodated)(app, { ctx });
    await app.register(readRoutes, options);
    await app.register(addRoute, options);
    await app.register(changeRoute, options);
    await app.register(historyRoutes, options);
    await app.register(deleteRoute, options);
  };
}

/** GET /{collection} (a filtered page) and /{collection}/{id}: anyone reads. */
async function readRoutes(app: FastifyInstance, { ctx: { db }, kind, repository }: KindOptions) {
  const { spec, tags, base, accommodated } = kind;
  const api = typed(app);

  const list = {
    tags,
    summary: `A page of ${spec.collection}, filtered`,
    querystring: kind.query,
    // 401: "Meets my needs" or "Best for me" asked without a session.
    response: { 200: pageOf(spec.listItem), ...refusals(400, 401) },
  };
  api.get(base, { schema: list }, async (request, reply) => {
    const { page, size, meetsNeeds, ...filter } = request.query;
    const session = request.session;
    // "Meets my needs" and "Best for me" read the reader's needs: theirs alone, so only when signed in.
    const wanted = meetsNeeds === true ? 'meetsNeeds' : filter.sort === 'for-me' ? 'sort' : null;
    if (wanted && !session) throw new ApiError(401, M.needsNeedLogin, [{ field: wanted, message: M.needsNeedLogin }]);
    const needs =
      accommodated && session ? { keys: await needsAt(db, session.userId, accommodated), meets: !!meetsNeeds } : null;
    // A signed-in reader's rows count their needs: never kept by a shared cache.
    if (session) privateAnswer(reply);
    return repository.list(db, filter, { page, size }, needs);
  });

  api.get(
    `${base}/:id`,
    { schema: { tags, summary: 'One entry', params: idPath, response: { 200: spec.answer, ...refusals(404) } } },
    async (request) => {
      const entry = await repository.find(db, request.params.id);
      if (!entry) throw notFound();
      return entry;
    },
  );
}

/** POST /{collection}: logged-in users add an entry. */
async function addRoute(app: FastifyInstance, { ctx: { db }, kind, repository }: KindOptions) {
  const { spec, tags, base, accommodated } = kind;
  const add = {
    tags,
    summary: 'Adds an entry',
    body: kind.payloadSchema,
    response: { 201: spec.answer, ...refusals(400, 401, 404) },
  };
  signedIn(typed(app)).post(base, { schema: add }, async (request, reply, session) => {
    const payload: EntryPayload = request.body;
    await checkReferences(db, referencesOf(spec, payload), payload);
    // Read back in the same transaction: a delete racing the answer cannot empty it.
    const created = await db.transaction(async (tx) => {
      const id = await repository.insert(tx, await prepare(spec, tx, payload, session.userId), session.userId);
      if (accommodated) await accommodationsChanged(tx, spec, id, []);
      await notifyAreaWatchers(tx, { kind: spec.collection, entryId: id, actorId: session.userId, before: null });
      const entry = await repository.find(tx, id);
      if (entry)
        await recordRevision(tx, spec, id, {
          action: 'created',
          actorId: session.userId,
          before: null,
          after: entry,
        });
      return entry;
    });
    if (!created) throw notFound();
    return reply.status(201).send(created);
  });
}

/** PUT /{collection}/{id}: logged-in users edit an entry; an edit of someone else's is logged. */
async function changeRoute(app: FastifyInstance, { ctx: { db }, kind, repository }: KindOptions) {
  const { spec, tags, base, accommodated } = kind;
  const change = {
    tags,
    summary: 'Changes an entry',
    params: idPath,
    body: kind.payloadSchema,
    response: { 200: spec.answer, ...refusals(400, 401, 404) },
  };
  signedIn(typed(app)).put(`${base}/:id`, { schema: change }, async (request, _reply, session) => {
    const { id } = request.params;
    const payload: EntryPayload = request.body;
    if (!(await repository.creatorOf(db, id))) throw notFound();
    await checkReferences(db, referencesOf(spec, payload), payload);
    const updated = await db.transaction(async (tx) => {
      await lockEntry(tx, spec, id);
      const before = await repository.find(tx, id);
      // Locked before the change: what it listed decides which keys are newly added.
      const listed = accommodated ? await lockAccommodations(tx, spec, id) : [];
      if (
        !before ||
        !listed ||
        !(await repository.update(tx, id, await prepare(spec, tx, payload, session.userId), session.userId))
      )
        return undefined;
      if (accommodated) {
        await accommodationsChanged(tx, spec, id, listed);
        await notifyAreaWatchers(tx, { kind: spec.collection, entryId: id, actorId: session.userId, before: listed });
      }
      const after = await repository.find(tx, id);
      if (!after) return undefined;
      const recorded = await recordRevision(tx, spec, id, {
        action: 'edited',
        actorId: session.userId,
        before,
        after,
      });
      // Someone else's entry: the moderation log says who changed what (an edit that changed nothing is no act).
      if (recorded && before.createdById !== session.userId) {
        const detail = changedFieldsText(recorded.changes);
        await recordModeration(tx, {
          actorId: session.userId,
          action: 'edited',
          targetKind: spec.logKind,
          targetId: id,
          targetName: nameOf(after),
          detail,
        });
      }
      return after;
    });
    if (!updated) throw notFound();
    return updated;
  });
}

/** GET /{collection}/{id}/history (anyone) and POST /{collection}/{id}/history/{revision}/revert (staff). */
async function historyRoutes(app: FastifyInstance, { ctx: { db }, kind, repository }: KindOptions) {
  const { spec, tags, base, accommodated } = kind;
  const api = typed(app);

  const history = {
    tags,
    summary: "An entry's history, newest first: who changed what, when (public usernames only)",
    params: idPath,
    querystring: pageRequestSchema,
    response: { 200: pageOf(revision), ...refusals(400, 404) },
  };
  api.get(`${base}/:id/history`, { schema: history }, async (request) => {
    const { id } = request.params;
    if (!(await repository.creatorOf(db, id))) throw notFound();
    return historyPage(db, spec, id, request.query);
  });

  const revert = {
    tags,
    summary:
      "Sets an entry's fields back to a revision (moderators and administrators); " +
      'recorded as a revision and in the moderation log',
    params: revisionPath,
    response: { 200: spec.answer, ...refusals(400, 401, 403, 404) },
  };
  staff(api).post(`${base}/:id/history/:revision/revert`, { schema: revert }, async (request, _reply, session) => {
    const { id, revision: revisionId } = request.params;
    const reverted = await db.transaction(async (tx) => {
      await lockEntry(tx, spec, id);
      const before = await repository.find(tx, id);
      const snapshot = before && (await snapshotOfRevision(tx, spec, id, revisionId));
      const listed = accommodated ? await lockAccommodations(tx, spec, id) : [];
      if (!before || !snapshot || !listed) return undefined;
      // The normal update statement: search text, position and the audit columns follow, and so
      // do the dates of the accommodations it brings back.
      await repository.update(tx, id, await revertPayload(tx, spec, snapshot, before), session.userId);
      if (accommodated) {
        await accommodationsChanged(tx, spec, id, listed);
        await notifyAreaWatchers(tx, { kind: spec.collection, entryId: id, actorId: session.userId, before: listed });
      }
      const after = await repository.find(tx, id);
      if (!after) return undefined;
      await recordRevision(tx, spec, id, {
        action: 'reverted',
        actorId: session.userId,
        before,
        after,
        revertedTo: revisionId,
      });
      await recordModeration(tx, {
        actorId: session.userId,
        action: 'reverted',
        targetKind: spec.logKind,
        targetId: id,
        targetName: nameOf(after),
        detail: revertDetail(revisionId),
      });
      return after;
    });
    if (!reverted) throw notFound();
    return reverted;
  });
}

/** DELETE /{collection}/{id}: the creator, moderators and administrators delete. */
async function deleteRoute(app: FastifyInstance, { ctx, kind, repository }: KindOptions) {
  const { db } = ctx;
  const { spec, tags, base } = kind;
  const remove = {
    tags,
    summary: "Deletes an entry with its reviews and photos: its creator's, a moderator's or an administrator's",
    params: idPath,
    response: { 204: noContent, ...refusals(401, 403, 404) },
  };
  signedIn(typed(app)).delete(`${base}/:id`, { schema: remove }, async (request, reply, session) => {
    const { id } = request.params;
    const entry = await repository.creatorOf(db, id);
    if (!entry) throw notFound();
    if (!canDelete(levelFor(session, entry.createdById))) throw forbidden();
    const { photoFiles } = await db.transaction(async (tx) => {
      const deleted = await repository.delete(tx, id);
      // Someone else's entry: the moderation log says who deleted it.
      if (entry.createdById !== session.userId) {
        await recordModeration(tx, {
          actorId: session.userId,
          action: 'deleted',
          targetKind: spec.logKind,
          targetId: id,
          targetName: entry.name,
        });
      }
      return deleted;
    });
    // Its photos' files go once their rows are gone for good.
    await deletePhotoFiles(ctx.photoStore, photoFiles, request.log);
    return reply.status(204).send();
  });
}
