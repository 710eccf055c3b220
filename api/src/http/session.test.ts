/**
 * Route guards (`signedIn`, `staff`, `admins`): declared once per route, they refuse before the
 * input is validated, and the handler is given the session they let through.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROLE_ADMIN, ROLE_USER } from '@ffc/domain';
import type { Session } from '../credentials/tokens.js';
import { installErrorHandler } from './errors.js';
import { installSchemas, typed } from './schemas.js';
import { admins, signedIn } from './session.js';

/** The caller each request names in its `x-test-user` header: a member, an administrator, or nobody. */
const CALLERS: Record<string, Session> = {
  member: { userId: 7, roles: [ROLE_USER], familyId: 'm', recentLogin: true },
  administrator: { userId: 1, roles: [ROLE_USER, ROLE_ADMIN], familyId: 'a', recentLogin: true },
};

describe('route guards', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    installErrorHandler(app);
    await installSchemas(app);
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      request.session = CALLERS[String(request.headers['x-test-user'])] ?? null;
    });
    const api = typed(app);
    const schema = { body: z.object({ note: z.string().min(1) }) };
    signedIn(api).post('/mine', { schema }, async (request, _reply, session) => ({
      userId: session.userId,
      note: request.body.note,
    }));
    admins(api).post('/admin', { schema }, async (_request, _reply, session) => ({ userId: session.userId }));
    await app.ready();
  });

  afterAll(() => app.close());

  const post = (url: string, user: string | null, body: unknown) =>
    app.inject({ method: 'POST', url, headers: user ? { 'x-test-user': user } : {}, payload: body as object });

  it('refuses an anonymous caller with 401 and a caller without the role with 403, whatever they sent', async () => {
    expect((await post('/mine', null, { note: '' })).statusCode).toBe(401);
    expect((await post('/admin', null, {})).statusCode).toBe(401);
    expect((await post('/admin', 'member', { note: '' })).statusCode).toBe(403);
  });

  it('validates the input of a caller it lets through, and gives the handler their session', async () => {
    expect((await post('/mine', 'member', { note: '' })).statusCode).toBe(400);
    expect((await post('/mine', 'member', { note: 'hello' })).json()).toEqual({ userId: 7, note: 'hello' });
    expect((await post('/admin', 'administrator', { note: 'x' })).json()).toEqual({ userId: 1 });
  });

  it('gives no session to the handler of a route without a guard (compile-time)', () => {
    const api = typed(Fastify());
    // @ts-expect-error: an unguarded route's handler takes a request and a reply, and no session.
    api.get('/open', async (_request, _reply, session: Session) => session.userId);
    // @ts-expect-error: a guarded route's options take no hook of their own in place of the guard.
    signedIn(api).get('/twice', { onRequest: async () => undefined }, async () => 'guarded');
    expect(api.hasRoute({ method: 'GET', url: '/open' })).toBe(true);
  });
});
