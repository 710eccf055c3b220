/**
 * How a person hears about watched places: `GET`/`PUT /user/notification-settings` (theirs alone), and
 * the one-click unsubscribe of a notification mail, `POST /unsubscribe/{token}` (RFC 8058: answered 200
 * with no confirmation page; a mail program sends `List-Unsubscribe=One-Click` as a form) and `GET` on
 * the same address (what the link stops). No sign-in: the signed token is the capability.
 */
import type { FastifyInstance } from 'fastify';
import { notificationSettings, unsubscribeAnswer, unsubscribePath, WATCHING } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { ApiError, notFound } from '../http/errors.js';
import { build, first } from '../db/query.js';
import { refusals, typed } from '../http/schemas.js';
import { signedIn } from '../http/session.js';
import { saveSettings, settingsOf, unsubscribe } from './settings.js';

const tags = ['watching'];
/** A one-click body is one short form field. */
const FORM_LIMIT_BYTES = 1024;

export async function settingsRoutes(app: FastifyInstance, { ctx: { db } }: { ctx: ApiContext }) {
  const api = typed(app);
  signedIn(api).get(
    '/user/notification-settings',
    {
      schema: {
        tags,
        summary: "The caller's notification settings: mail and push per type, their time zone, Safe for me",
        response: { 200: notificationSettings, ...refusals(401) },
      },
    },
    async (_request, _reply, session) => settingsOf(db, session.userId),
  );

  signedIn(api).put(
    '/user/notification-settings',
    {
      schema: {
        tags,
        summary: "Replaces the caller's notification settings",
        body: notificationSettings,
        response: { 200: notificationSettings, ...refusals(400, 401) },
      },
    },
    async (request, _reply, session) => {
      await saveSettings(db, session.userId, request.body);
      return settingsOf(db, session.userId);
    },
  );
}

export async function unsubscribeRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  // What a mail program posts: `List-Unsubscribe=One-Click`, read as text and otherwise ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const api = typed(app);
  /** The person and type a token names, whose account is still there; 400 or 404 otherwise. */
  const target = async (token: string) => {
    const read = ctx.unsubscribe.read(token);
    if (read === 'malformed') throw new ApiError(400, WATCHING.unsubscribe.badLink);
    if (read === 'forged') throw notFound(WATCHING.unsubscribe.badLink);
    const user = await first(ctx.db, build.selectFrom('users').select('id').where('id', '=', read.userId));
    if (!user) throw notFound(WATCHING.unsubscribe.badLink);
    return read;
  };

  api.get(
    '/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: 'Which notification mail an unsubscribe link stops (400 malformed, 404 forged or gone)',
        params: unsubscribePath,
        response: { 200: unsubscribeAnswer, ...refusals(400, 404) },
      },
    },
    async (request) => ({ type: (await target(request.params.token)).type }),
  );

  api.post(
    '/unsubscribe/:token',
    {
      schema: {
        tags,
        summary: "One-click unsubscribe (RFC 8058): turns that type's mail, or a digest, off, no confirmation",
        params: unsubscribePath,
        response: { 200: unsubscribeAnswer, ...refusals(400, 404) },
      },
    },
    async (request) => {
      const { userId, type } = await target(request.params.token);
      await unsubscribe(ctx.db, userId, type);
      return { type };
    },
  );
}
