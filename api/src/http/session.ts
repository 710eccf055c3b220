/** Who is calling: the session from the access cookie, and the guards every route uses. */
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { M, permissionLevel, ROLE_ADMIN, ROLE_MODERATOR, type PermissionLevel, type Role } from '@ffc/domain';
import type { Session, Tokens } from '../credentials/tokens.js';
import type { Queryable } from '../db/database.js';
import { ApiError, forbidden, unauthorized } from './errors.js';
import type { TypedApi } from './schemas.js';

export const ACCESS_COOKIE = 'ffc_access';
export const REFRESH_COOKIE = 'ffc_refresh';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export const sessionPlugin = fp<{ tokens: Tokens; db: Queryable }>(async (app: FastifyInstance, { tokens, db }) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    request.session = await tokens.verifyAccess(db, request.cookies[ACCESS_COOKIE]);
  });
});

/** The logged-in caller, or 401. */
function requireUser(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The logged-in caller's id, or null: for answers that differ by reader (a review's `votedHelpful`). */
export function viewerOf(request: FastifyRequest): number | null {
  return request.session?.userId ?? null;
}

/** A caller holding one of `roles`: 401 when anonymous, 403 otherwise. */
function requireRole(request: FastifyRequest, ...roles: [Role, ...Role[]]): Session {
  const session = requireUser(request);
  if (!roles.some((role) => session.roles.includes(role))) throw forbidden();
  return session;
}

/**
 * Changing how the account is reached or entered (its email, a password) needs the password proved
 * within RECENT_LOGIN_MINUTES; otherwise 403 asking to log in again, at the field it concerns.
 */
export function requireRecentLogin(session: Session, field: string): void {
  if (!session.recentLogin) throw new ApiError(403, M.loginAgain, [{ field, message: M.loginAgain }]);
}

/** The caller's permission level (spec section 4) for something `createdById` made. */
export function levelFor(session: Session, createdById: number | null | undefined): PermissionLevel {
  return permissionLevel({ id: session.userId, roles: session.roles }, createdById);
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: Tokens,
  access: string,
  refresh: string,
): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https' };
  reply.setCookie(ACCESS_COOKIE, access, { ...base, maxAge: tokens.accessTtl });
  reply.setCookie(REFRESH_COOKIE, refresh, { ...base, maxAge: tokens.refreshTtl });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: request.protocol === 'https' };
  reply.clearCookie(ACCESS_COOKIE, base);
  reply.clearCookie(REFRESH_COOKIE, base);
}

/** A guard's check: the caller's session, or it throws 401 or 403. */
type Check = (request: FastifyRequest) => Session;

/** The typed API's route types for a route with schemas `S` and generics `G`. */
type Handler<G extends RouteGenericInterface, S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  G,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;
type Options<G extends RouteGenericInterface, S extends FastifySchema> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    G,
    ContextConfigDefault,
    S,
    ZodTypeProvider
  >,
  'onRequest'
>;

/**
 * A route of the typed API open only to the callers a guard lets through: its handler is given the
 * caller's session as its third argument.
 */
type GuardedMethod = <
  G extends RouteGenericInterface = RouteGenericInterface,
  const S extends FastifySchema = FastifySchema,
>(
  path: string,
  options: Options<G, S>,
  handler: (
    request: Parameters<Handler<G, S>>[0],
    reply: Parameters<Handler<G, S>>[1],
    session: Session,
  ) => ReturnType<Handler<G, S>>,
) => void;

/** The typed API's methods, each guarded (`guarded`). */
export interface GuardedRoutes {
  readonly get: GuardedMethod;
  readonly post: GuardedMethod;
  readonly put: GuardedMethod;
  readonly delete: GuardedMethod;
}

/**
 * The typed API's routes for the callers `check` lets through, the guard declared once per route:
 * the check runs on request, before the input is validated, so an anonymous caller hears 401 and a
 * caller without the role 403 whatever they sent, and never learns the input rules; the handler
 * is then given the session it let through.
 */
function guarded(api: TypedApi, check: Check): GuardedRoutes {
  const hook = async (request: FastifyRequest) => {
    check(request);
  };
  const method =
    (name: keyof GuardedRoutes): GuardedMethod =>
    (path, options, handler) => {
      // The hook has checked already; checking again only reads the request, and types the session.
      api[name](path, { ...options, onRequest: hook }, (request, reply) => handler(request, reply, check(request)));
    };
  return { get: method('get'), post: method('post'), put: method('put'), delete: method('delete') };
}

/** Routes for any logged-in caller. */
export const signedIn = (api: TypedApi): GuardedRoutes => guarded(api, requireUser);

/** Routes for a caller holding one of `roles`. */
const withRole =
  (...roles: [Role, ...Role[]]) =>
  (api: TypedApi): GuardedRoutes =>
    guarded(api, (request) => requireRole(request, ...roles));

/** Routes for moderators and administrators. */
export const staff = withRole(ROLE_MODERATOR, ROLE_ADMIN);

/** Routes for administrators. */
export const admins = withRole(ROLE_ADMIN);
