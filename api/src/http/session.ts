/** Who is calling: the session from the access cookie, and the guards every route uses. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { M, permissionLevel, type PermissionLevel, type Role } from '@ffc/domain';
import type { Session, Tokens } from '../credentials/tokens.js';
import type { Queryable } from '../db/database.js';
import { ApiError, forbidden, unauthorized } from './errors.js';

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
export function requireUser(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

/** The logged-in caller's id, or null: for answers that differ by reader (a review's `votedHelpful`). */
export function viewerOf(request: FastifyRequest): number | null {
  return request.session?.userId ?? null;
}

/** A caller holding one of `roles`: 401 when anonymous, 403 otherwise. */
export function requireRole(request: FastifyRequest, ...roles: [Role, ...Role[]]): Session {
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

/**
 * Route guards run on request, before the input is validated: an anonymous caller hears 401 and
 * a caller without the role 403 whatever they sent, and never learns the input rules.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export const withRole =
  (...roles: [Role, ...Role[]]) =>
  async (request: FastifyRequest): Promise<void> => {
    requireRole(request, ...roles);
  };
