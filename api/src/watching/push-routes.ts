/**
 * Web Push routes: `GET /push/public-key` (anyone: the key a browser subscribes with), and the
 * caller's own browsers, `GET`, `POST` and `DELETE /user/push-subscriptions`.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pushEndpointBody, pushPublicKey, pushSubscriptionHeld, pushSubscriptionInput } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { noContent, refusals, typed } from '../http/schemas.js';
import { signedIn } from '../http/session.js';

const tags = ['watching'];

export async function pushRoutes(app: FastifyInstance, { ctx: { db, push } }: { ctx: ApiContext }) {
  const api = typed(app);
  api.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: "The site's VAPID public key (base64url, an uncompressed P-256 point), for PushManager.subscribe",
        response: { 200: pushPublicKey },
      },
    },
    async () => ({ publicKey: (await push.keys()).publicKey }),
  );

  signedIn(api).get(
    '/user/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'The browsers the caller turned push on in (their endpoints), newest first',
        response: { 200: z.array(pushSubscriptionHeld), ...refusals(401) },
      },
    },
    async (_request, _reply, session) => push.subscriptions.held(db, session.userId),
  );

  signedIn(api).post(
    '/user/push-subscriptions',
    {
      schema: {
        tags,
        summary: "Turns push on in a browser: its PushSubscription's JSON (again: kept once, for the caller)",
        description:
          'In production the endpoint must be https on a public address; elsewhere a loopback one is allowed, ' +
          'so tests can run a push service of their own.',
        body: pushSubscriptionInput,
        response: { 204: noContent, ...refusals(400, 401) },
      },
    },
    async (request, reply, session) => {
      await db.transaction((tx) => push.subscriptions.subscribe(tx, session.userId, request.body));
      return reply.status(204).send();
    },
  );

  signedIn(api).delete(
    '/user/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Turns push off in a browser, by its endpoint',
        body: pushEndpointBody,
        response: { 204: noContent, ...refusals(400, 401, 404) },
      },
    },
    async (request, reply, session) => {
      await push.subscriptions.unsubscribe(db, session.userId, request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
