/**
 * Watching: /user/watches (the places the caller watches) and /user/notifications (what changed at
 * them). Every route is signed in and reaches only the caller's own; nobody can see who watches a place.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  areaWatch,
  areaWatchInput,
  areaWatchPath,
  markReadSchema,
  notificationPage,
  notificationsQuery,
  watchedPlace,
  watchPath,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { listQuery } from '../http/pages.js';
import { privateAnswers } from '../http/private.js';
import { noContent, refusals, typed } from '../http/schemas.js';
import { signedIn } from '../http/session.js';
import { addAreaWatch, areaWatchesOf, removeAreaWatch } from './areas.js';
import { markRead, notificationsOf, unwatch, watch, watchesOf } from './repository.js';
import { pushRoutes } from './push-routes.js';
import { settingsRoutes, unsubscribeRoutes } from './settings-routes.js';

const tags = ['watching'];

export default async function watchingRoutes(app: FastifyInstance, options: { ctx: ApiContext }) {
  // Whom a person watches and hears about is theirs: no cache on the way keeps it.
  privateAnswers(app);
  await app.register(watchRoutes, options);
  await app.register(areaRoutes, options);
  await app.register(notificationRoutes, options);
  await app.register(settingsRoutes, options);
  await app.register(unsubscribeRoutes, options);
  await app.register(pushRoutes, options);
}

/** GET /user/watches, PUT and DELETE /user/watches/{collection}/{id}. */
async function watchRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).get(
    '/user/watches',
    {
      schema: {
        tags,
        summary: 'The places the caller watches, newest first',
        response: { 200: z.array(watchedPlace), ...refusals(401) },
      },
    },
    async (_request, _reply, session) => watchesOf(db, session.userId),
  );

  signedIn(api).put(
    '/user/watches/:collection/:id',
    {
      schema: {
        tags,
        summary: 'Watches a place: the caller hears when it changes (again: no change)',
        params: watchPath,
        response: { 204: noContent, ...refusals(400, 401, 404) },
      },
    },
    async (request, reply, session) => {
      const { collection, id } = request.params;
      await db.transaction((tx) => watch(tx, session.userId, collection, id));
      return reply.status(204).send();
    },
  );

  signedIn(api).delete(
    '/user/watches/:collection/:id',
    {
      schema: {
        tags,
        summary: 'Stops watching a place',
        params: watchPath,
        response: { 204: noContent, ...refusals(400, 401) },
      },
    },
    async (request, reply, session) => {
      const { collection, id } = request.params;
      await unwatch(db, session.userId, collection, id);
      return reply.status(204).send();
    },
  );
}

/** GET and POST /user/area-watches, DELETE /user/area-watches/{id}. */
async function areaRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).get(
    '/user/area-watches',
    {
      schema: {
        tags,
        summary: 'The areas the caller watches, newest first',
        response: { 200: z.array(areaWatch), ...refusals(401) },
      },
    },
    async (_request, _reply, session) => areaWatchesOf(db, session.userId),
  );

  signedIn(api).post(
    '/user/area-watches',
    {
      schema: {
        tags,
        summary: 'Watches an area: the caller hears of new places there (and of places that now meet their needs)',
        description:
          'The position is required: the API has no geocoder. `place` names it (the BFF finds a typed place and ' +
          'sends its position); a place without a position is a field error at `place`.',
        body: areaWatchInput,
        response: { 201: z.object({ id: z.number().int() }), ...refusals(400, 401) },
      },
    },
    async (request, reply, session) => {
      const id = await db.transaction((tx) => addAreaWatch(tx, session.userId, request.body));
      return reply.status(201).send({ id });
    },
  );

  signedIn(api).delete(
    '/user/area-watches/:id',
    {
      schema: {
        tags,
        summary: 'Stops watching one of the caller’s areas',
        params: areaWatchPath,
        response: { 204: noContent, ...refusals(400, 401, 404) },
      },
    },
    async (request, reply, session) => {
      await removeAreaWatch(db, session.userId, request.params.id);
      return reply.status(204).send();
    },
  );
}

/** GET /user/notifications and PUT /user/notifications/read. */
async function notificationRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).get(
    '/user/notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first (only the unread with unread=true), and the unread count",
        querystring: listQuery(notificationsQuery),
        response: { 200: notificationPage, ...refusals(400, 401) },
      },
    },
    async (request, _reply, session) => {
      const { unread, page, size } = request.query;
      return notificationsOf(db, session.userId, unread, { page, size });
    },
  );

  signedIn(api).put(
    '/user/notifications/read',
    {
      schema: {
        tags,
        summary: 'Marks some of the caller’s notifications read, by id, or all of them',
        body: markReadSchema,
        response: { 204: noContent, ...refusals(400, 401) },
      },
    },
    async (request, reply, session) => {
      await markRead(db, session.userId, request.body);
      return reply.status(204).send();
    },
  );
}
