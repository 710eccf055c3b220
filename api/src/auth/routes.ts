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
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { ApiError, badRequest, fieldError, parse, unauthorized } from '../http/errors.js';
import { clearSessionCookies, REFRESH_COOKIE, requireRole, requireUser, setSessionCookies } from '../http/session.js';
import { createAccount, findAccountById, findAccountByUsername, findUsernameByEmail, setPassword, usernameOrEmailTaken } from '../users/repository.js';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from './passwords.js';
import { memoryLoginThrottle, redisLoginThrottle } from './throttle.js';

export default async function authRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db, tokens, mailer, config, redis } = ctx;
  const windowMs = config.loginFailureWindowSeconds * 1000;
  const throttle = redis
    ? redisLoginThrottle(redis, config.loginFailuresPerWindow, windowMs)
    : memoryLoginThrottle(config.loginFailuresPerWindow, windowMs);

  // Every auth call, per client address (X-Forwarded-For is believed only from TRUST_PROXY); one
  // count across all API instances when Redis is configured.
  await app.register(rateLimit, {
    max: config.authRequestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new ApiError(429, M.tooManyRequests),
    ...(redis ? { redis, nameSpace: 'auth-rate:', skipOnError: false } : {}),
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
    // Hashed in both outcomes, so the answer's timing does not tell them apart either.
    const passwordHash = await hashPassword(input.password);
    const taken = await usernameOrEmailTaken(db, input.username, input.email);
    // Usernames are public (every review shows its author), so a taken one may be said.
    if (taken.username) throw fieldError('username', M.usernameTaken);
    if (taken.email) {
      // Whether an address has an account is not for the caller to learn: the answer is the same
      // as a signup's, and the address's owner is told instead.
      await mailer.send(db, {
        to: input.email,
        subject: `Someone tried to sign up to ${SITE_NAME} with your address`,
        text: `Hello,\n\nSomeone tried to create a new ${SITE_NAME} account with this email address, which already has an account.\n\nIf it was you: log in with your username, or use Forgot Username on the login page to have it mailed to you. If it was not you, you can ignore this message; nothing was changed.\n\n${SITE_NAME}`,
      });
    } else {
      await createAccount(db, { username: input.username, email: input.email, passwordHash }).catch((error: unknown) => {
        // Two signups racing for one name: the loser hears what a slower second signup would.
        if ((error as { code?: string }).code === '23505') throw fieldError('username', M.usernameTaken);
        throw error;
      });
    }
    return reply.status(201).send({ username: input.username, email: input.email });
  });

  app.post('/auth/login', async (request, reply) => {
    const input = parse(loginSchema, request.body);
    if (await throttle.isBlocked(request.ip, input.username)) throw new ApiError(429, M.tooManyLoginAttempts);
    const account = await findAccountByUsername(db, input.username);
    // Hash even for an unknown username, so the answer's timing does not reveal which exist.
    const valid = await verifyPassword(input.password, account?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!account || !valid) {
      await throttle.recordFailure(request.ip, input.username);
      throw unauthorized(M.invalidCredentials);
    }
    await throttle.recordSuccess(request.ip, input.username);
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
    // A caller holding only the access cookie ends its session too.
    if (request.session) await tokens.revokeFamily(db, request.session.familyId);
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
