/** /auth: signup, login, refresh, logout, forgot username, password reset and admin reset. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import {
  forgotUsernameSchema,
  loginSchema,
  M,
  resetPasswordSchema,
  ROLE_ADMIN,
  signupSchema,
  SITE_NAME,
  type FieldError,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { ApiError, badRequest, parse, unauthorized } from '../http/errors.js';
import { clearSessionCookies, REFRESH_COOKIE, requireRole, requireUser, setSessionCookies } from '../http/session.js';
import { createAccount, findAccountById, findAccountByUsername, findUsernameByEmail, setPassword, usernameOrEmailTaken } from '../users/repository.js';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords.js';
import { LoginThrottle } from './throttle.js';

export default async function authRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db, tokens, mailer, config } = ctx;
  const throttle = new LoginThrottle(config.loginFailuresPerWindow, config.loginFailureWindowSeconds * 1000);

  // Every auth call, per client address (X-Forwarded-For is believed only from TRUST_PROXY).
  await app.register(rateLimit, {
    max: config.authRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new ApiError(429, M.tooManyRequests),
  });

  /** Answers the user with roles and sets both cookies, starting or continuing a session family. */
  async function startSession(request: FastifyRequest, reply: Parameters<typeof setSessionCookies>[1], userId: number) {
    const account = await findAccountById(db, userId);
    if (!account) throw unauthorized();
    const refresh = await tokens.issueRefresh(db, account.id);
    const access = await tokens.signAccess({ userId: account.id, roles: account.roles, familyId: refresh.familyId });
    setSessionCookies(request, reply, tokens, access, refresh.token);
    return { id: account.id, username: account.username, email: account.email, roles: account.roles };
  }

  app.post('/auth/signup', async (request, reply) => {
    const input = parse(signupSchema, request.body);
    const taken = await usernameOrEmailTaken(db, input.username, input.email);
    const errors: FieldError[] = [];
    if (taken.username) errors.push({ field: 'username', message: M.usernameTaken });
    if (taken.email) errors.push({ field: 'email', message: M.emailTaken });
    if (errors.length) throw badRequest(errors[0]!.message, errors);
    const id = await createAccount(db, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
    });
    return reply.status(201).send({ id, username: input.username, email: input.email });
  });

  app.post('/auth/login', async (request, reply) => {
    const input = parse(loginSchema, request.body);
    if (throttle.isBlocked(request.ip, input.username)) throw new ApiError(429, M.tooManyLoginAttempts);
    const account = await findAccountByUsername(db, input.username);
    // Hash even for an unknown username, so the answer's timing does not reveal which exist.
    const valid = await verifyPassword(input.password, account?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!account || !valid) {
      throttle.recordFailure(request.ip, input.username);
      throw unauthorized(M.invalidCredentials);
    }
    throttle.recordSuccess(request.ip, input.username);
    return startSession(request, reply, account.id);
  });

  app.post('/auth/refresh', async (request, reply) => {
    const rotated = await db.transaction((tx) => tokens.rotate(tx, request.cookies[REFRESH_COOKIE]));
    const account = rotated && (await findAccountById(db, rotated.userId));
    if (!rotated || !account) {
      clearSessionCookies(request, reply);
      throw unauthorized();
    }
    const access = await tokens.signAccess({ userId: account.id, roles: account.roles, familyId: rotated.familyId });
    setSessionCookies(request, reply, tokens, access, rotated.token);
    return { id: account.id, username: account.username, email: account.email, roles: account.roles };
  });

  app.post('/auth/logout', async (request, reply) => {
    await tokens.revokeByToken(db, request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(request, reply);
    return reply.status(204).send();
  });

  app.post('/auth/forgot', async (request) => {
    const { email } = parse(forgotUsernameSchema, request.body);
    const account = await findUsernameByEmail(db, email);
    if (account) {
      await mailer.send(db, {
        to: account.email,
        subject: `Your ${SITE_NAME} username`,
        text: `Hello,\n\nThe username for this email address is: ${account.username}\n\nIf you did not ask for this, you can ignore this message.\n\n${SITE_NAME}`,
      });
    }
    // The same answer either way: nobody learns which addresses have accounts.
    return { message: M.usernameSent };
  });

  /** Sets a password after checking that username and email name the same account. */
  async function resetFor(body: unknown, allowed: (accountId: number) => boolean) {
    const input = parse(resetPasswordSchema, body);
    const account = await findAccountByUsername(db, input.username);
    if (!account || account.email.toLowerCase() !== input.email.toLowerCase() || !allowed(account.id)) {
      throw badRequest(M.resetMismatch);
    }
    await setPassword(db, account.id, await hashPassword(input.newPassword));
    return account.id;
  }

  app.post('/auth/reset', async (request) => {
    const session = requireUser(request);
    const userId = await resetFor(request.body, (id) => id === session.userId);
    // Other devices are signed out; this one is logged out by the client shortly.
    await tokens.revokeUserSessions(db, userId, session.familyId);
    return { message: M.passwordUpdated };
  });

  app.post('/auth/admin-reset', async (request) => {
    const session = requireRole(request, ROLE_ADMIN);
    const userId = await resetFor(request.body, () => true);
    // The administrator stays logged in, even when resetting their own password.
    await tokens.revokeUserSessions(db, userId, session.familyId);
    return { message: M.passwordUpdated };
  });
}
