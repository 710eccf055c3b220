/**
 * My places: /user/lists (the caller's own lists and the entries saved to them) and
 * /shared-lists/{token} (a list its owner shared by link: its name and places, never its owner).
 * Every /user route is signed in and reaches only the caller's lists: another person's is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  listNameSchema,
  savedEntry,
  savedEntryRef,
  sharedList,
  shareListSchema,
  userList,
  userListsQuery,
  userListWithEntries,
  ENTRY_KINDS,
  rowId,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { privateAnswers } from '../http/private.js';
import { idPath, noContent, pathOf, refusals, typed } from '../http/schemas.js';
import { signedIn } from '../http/session.js';
import {
  addToList,
  answerList,
  createList,
  deleteList,
  ensureBuiltinLists,
  listByShareToken,
  listsOf,
  ownList,
  removeFromList,
  renameList,
  savedEntries,
  shareList,
} from './repository.js';

const savedPath = pathOf({ id: rowId(), kind: z.enum(ENTRY_KINDS), entryId: rowId() });
const tokenPath = pathOf({ token: z.string().min(1).max(100) });
const tags = ['my places'];

export default async function myPlacesRoutes(app: FastifyInstance, options: { ctx: ApiContext }) {
  // A person's lists are theirs: no cache on the way keeps them. Set before the groups are
  // registered, so each group's scope inherits it.
  privateAnswers(app);
  await app.register(listsRoutes, options);
  await app.register(listRoutes, options);
  await app.register(savedRoutes, options);
  await app.register(sharingRoutes, options);
}

/** GET and POST /user/lists: the caller's lists, and a new one of their own. */
async function listsRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).get(
    '/user/lists',
    {
      schema: {
        tags,
        summary:
          "The caller's lists (Safe for me, Want to try, their own); with kind and entryId, whether each holds it",
        querystring: userListsQuery,
        response: { 200: z.array(userList), ...refusals(400, 401) },
      },
    },
    async (request, _reply, session) => {
      await ensureBuiltinLists(db, session.userId);
      const { kind, entryId } = request.query;
      return listsOf(db, session.userId, kind && entryId ? { kind, entryId } : undefined);
    },
  );

  signedIn(api).post(
    '/user/lists',
    {
      schema: {
        tags,
        summary: 'Makes a list of the caller’s own',
        body: listNameSchema,
        response: { 201: userList, ...refusals(400, 401) },
      },
    },
    async (request, reply, session) => {
      const id = await db.transaction((tx) => createList(tx, session.userId, request.body.name));
      return reply.status(201).send(await answerList(db, session.userId, id));
    },
  );
}

/** GET, PUT and DELETE /user/lists/{id}: one of the caller's lists, read, renamed or deleted. */
async function listRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).get(
    '/user/lists/:id',
    {
      schema: {
        tags,
        summary: 'One of the caller’s lists with its entries, newest saved first',
        params: idPath,
        response: { 200: userListWithEntries, ...refusals(401, 404) },
      },
    },
    async (request, _reply, session) => {
      const list = await answerList(db, session.userId, request.params.id);
      return { ...list, entries: await savedEntries(db, list.id) };
    },
  );

  signedIn(api).put(
    '/user/lists/:id',
    {
      schema: {
        tags,
        summary: 'Renames one of the caller’s own lists (not a built-in one)',
        params: idPath,
        body: listNameSchema,
        response: { 200: userList, ...refusals(400, 401, 404) },
      },
    },
    async (request, _reply, session) => {
      await db.transaction(async (tx) =>
        renameList(tx, session.userId, await ownList(tx, session.userId, request.params.id), request.body.name),
      );
      return answerList(db, session.userId, request.params.id);
    },
  );

  signedIn(api).delete(
    '/user/lists/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of the caller’s own lists (not a built-in one), its saved entries with it',
        params: idPath,
        response: { 204: noContent, ...refusals(400, 401, 404) },
      },
    },
    async (request, reply, session) => {
      await db.transaction(async (tx) => deleteList(tx, await ownList(tx, session.userId, request.params.id)));
      return reply.status(204).send();
    },
  );
}

/** /user/lists/{id}/entries: the entries saved to one of the caller's lists, read, added and taken out. */
async function savedRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).get(
    '/user/lists/:id/entries',
    {
      schema: {
        tags,
        summary: 'The entries saved to one of the caller’s lists, newest saved first',
        params: idPath,
        response: { 200: z.array(savedEntry), ...refusals(401, 404) },
      },
    },
    async (request, _reply, session) => savedEntries(db, (await ownList(db, session.userId, request.params.id)).id),
  );

  signedIn(api).post(
    '/user/lists/:id/entries',
    {
      schema: {
        tags,
        summary: 'Saves an entry to one of the caller’s lists (again: no change)',
        params: idPath,
        body: savedEntryRef,
        response: { 200: userList, ...refusals(400, 401, 404) },
      },
    },
    async (request, _reply, session) => {
      await db.transaction(async (tx) =>
        addToList(tx, await ownList(tx, session.userId, request.params.id), request.body),
      );
      return answerList(db, session.userId, request.params.id);
    },
  );

  signedIn(api).delete(
    '/user/lists/:id/entries/:kind/:entryId',
    {
      schema: {
        tags,
        summary: 'Takes an entry out of one of the caller’s lists',
        params: savedPath,
        response: { 204: noContent, ...refusals(400, 401, 404) },
      },
    },
    async (request, reply, session) => {
      const { id, kind, entryId } = request.params;
      await db.transaction(async (tx) => removeFromList(tx, await ownList(tx, session.userId, id), { kind, entryId }));
      return reply.status(204).send();
    },
  );
}

/** PUT /user/lists/{id}/share and GET /shared-lists/{token}: a list shared by link, and read by it. */
async function sharingRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).put(
    '/user/lists/:id/share',
    {
      schema: {
        tags,
        summary:
          'Shares one of the caller’s lists by a new link (the old link stops; the answer carries the token, ' +
          'shown this once), or stops sharing it',
        params: idPath,
        body: shareListSchema,
        response: { 200: userList, ...refusals(400, 401, 404) },
      },
    },
    async (request, _reply, session) => {
      const token = await db.transaction(async (tx) =>
        shareList(tx, await ownList(tx, session.userId, request.params.id), request.body.shared),
      );
      return { ...(await answerList(db, session.userId, request.params.id)), shareToken: token };
    },
  );

  api.get(
    '/shared-lists/:token',
    {
      schema: {
        tags,
        summary:
          'A list shared by link: its name and places, never its owner; 404 once the link is replaced or stopped',
        params: tokenPath,
        response: { 200: sharedList, ...refusals(404) },
      },
    },
    async (request) => {
      const list = await listByShareToken(db, request.params.token);
      if (!list) throw notFound();
      return { name: list.name, entries: await savedEntries(db, list.id) };
    },
  );
}
