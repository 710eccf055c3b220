/**
 * /auth: signup, login, refresh, logout, forgot username, password reset and admin reset, and
 * forgot password by a mailed single-use link.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  forgotUsernameSchema,
  resetWithTokenSchema,
  loginSchema,
  M,
  resetPasswordSchema,
  sessionUser,
  signupSchema,
  type ResetPasswordPayload,
} from '@ffc/domain';
import { rateLimit } from '@ffc/server-kit/shared-state';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { errorCode, UNIQUE_VIOLATION } from '../db/outage.js';
import { ApiError, badRequest, fieldError, unauthorized } from '../http/errors.js';
import { messageAnswer, noContent, refusals, typed } from '../http/schemas.js';
import {
  REFRESH_COOKIE,
  admins,
  clearSessionCookies,
  requireRecentLogin,
  setSessionCookies,
  signedIn,
} from '../http/session.js';
import {
  createAccount,
  findAccountById,
  findAccountByUsername,
  setPassword,
  usernameOrEmailTaken,
} from '../users/repository.js';
import { recordModeration } from '../moderation/log.js';
import { mailResetLink, useResetToken } from './password-reset.js';
import { confirmEmail, mailConfirmationLink } from './email-confirmation.js';
import { mailSignupAttempt, mailUsername } from './account-mail.js';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../credentials/passwords.js';

const tags = ['auth'];

/** What each group of auth routes is given. */
interface AuthOptions {
  readonly ctx: ApiContext;
}

export default async function authRoutes(app: FastifyInstance, options: AuthOptions) {
  const { ctx } = options;
  // Every auth call, per client address (X-Forwarded-For is believed only from TRUST_PROXY); one
  // count across all API instances while Redis answers. Added before the groups are registered, so
  // each group's scope inherits it.
  const authCalls = rateLimit(ctx.counter, 'auth-rate', ctx.config.authRequestsPerMinute, 60_000);
  app.addHook('onRequest', async (request, reply) => {
    const { allowed, resetMs } = await authCalls.take(request.ip);
    if (!allowed) {
      void reply.header('retry-after', Math.ceil(resetMs / 1000));
      throw new ApiError(429, M.tooManyRequests);
    }
  });
  await app.register(signupRoutes, options);
  await app.register(sessionRoutes, options);
  await app.register(mailRequestRoutes, options);
  await app.register(mailedLinkRoutes, options);
  await app.register(passwordRoutes, options);
}

/** POST /auth/signup: a new account, unconfirmed until its mailed link is followed. */
async function signupRoutes(app: FastifyInstance, { ctx }: AuthOptions) {
  const { db, mailer, config } = ctx;
  const signup = {
    tags,
    summary: 'Creates an account',
    body: signupSchema,
    response: { 201: z.object({ username: z.string(), email: z.string() }), ...refusals(400, 429) },
  };
  typed(app).post('/auth/signup', { schema: signup }, async (request, reply) => {
    const input = request.body;
    // Hashed in both outcomes, so the answer's timing does not tell them apart either.
    const passwordHash = await hashPassword(input.password);
    const taken = await usernameOrEmailTaken(db, input.username, input.email);
    // Usernames are public (every review shows its author), so a taken one may be said.
    if (taken.username) throw fieldError('username', M.usernameTaken);
    if (taken.email) {
      // Whether an address has an account is not for the caller to learn: the answer is the same
      // as a signup's, and the address's owner is told instead.
      await mailSignupAttempt(db, mailer, input.email);
    } else {
      // The account starts unconfirmed, and its confirmation link is queued with it.
      await db
        .transaction(async (tx) => {
          const id = await createAccount(tx, {
            username: input.username,
            email: input.email,
            passwordHash,
            emailConfirmed: false,
          });
          await mailConfirmationLink({ db: tx, mailer, config }, { id, username: input.username, email: input.email });
        })
        .catch((error: unknown) => {
          // Two signups racing for one name: the loser hears what a slower second signup would.
          if (errorCode(error) === UNIQUE_VIOLATION) throw fieldError('username', M.usernameTaken);
          throw error;
        });
    }
    return reply.status(201).send({ username: input.username, email: input.email });
  });
}

/** Answers the user with roles and sets both cookies, starting or continuing a session family. */
async function startSession(
  { db, tokens }: ApiContext,
  request: FastifyRequest,
  reply: Parameters<typeof setSessionCookies>[1],
  userId: number,
) {
  const account = await findAccountById(db, userId);
  if (!account?.enabled) throw unauthorized();
  // The session this browser held before ends here: its cookies are about to be replaced, and a
  // logout it made offline may not have reached us yet.
  await tokens.revokeByToken(db, request.cookies[REFRESH_COOKIE]);
  if (request.session) await tokens.revokeFamily(db, request.session.familyId);
  const refresh = await tokens.issueRefresh(db, account.id);
  const access = await tokens.signAccess({ userId: account.id, roles: account.roles, familyId: refresh.familyId });
  setSessionCookies(request, reply, tokens, access, refresh.token);
  return { id: account.id, username: account.username, email: account.email, roles: account.roles };
}

/** POST /auth/login, /auth/refresh and /auth/logout: a session's start, renewal and end. */
async function sessionRoutes(app: FastifyInstance, { ctx }: AuthOptions) {
  const { db, tokens, loginThrottle: throttle } = ctx;
  const api = typed(app);

  const login = {
    tags,
    summary: 'Logs in: sets the session cookies and answers who is logged in',
    body: loginSchema,
    response: { 200: sessionUser, ...refusals(400, 401, 429) },
  };
  api.post('/auth/login', { schema: login }, async (request, reply) => {
    const input = request.body;
    if (await throttle.isBlocked(request.ip, input.username)) throw new ApiError(429, M.tooManyLoginAttempts);
    const account = await findAccountByUsername(db, input.username);
    // Hash even for an unknown username, so the answer's timing does not reveal which exist.
    const valid = await verifyPassword(input.password, account?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!account || !valid) {
      await throttle.recordFailure(request.ip, input.username);
      throw unauthorized(M.invalidCredentials);
    }
    await throttle.recordSuccess(request.ip, input.username);
    // Said only to someone who knows the password: a stranger learns nothing of the account.
    if (!account.enabled) throw unauthorized(M.accountDisabled);
    return startSession(ctx, request, reply, account.id);
  });

  const refresh = {
    tags,
    summary: 'Renews the session from the refresh cookie',
    response: { 200: sessionUser, ...refusals(401, 429) },
  };
  api.post('/auth/refresh', { schema: refresh }, async (request, reply) => {
    const rotated = await db.transaction((tx) => tokens.rotate(tx, request.cookies[REFRESH_COOKIE]));
    const account = rotated && (await findAccountById(db, rotated.userId));
    if (!rotated || !account?.enabled) {
      clearSessionCookies(request, reply);
      throw unauthorized();
    }
    const access = await tokens.signAccess({ userId: account.id, roles: account.roles, familyId: rotated.familyId });
    setSessionCookies(request, reply, tokens, access, rotated.token);
    return { id: account.id, username: account.username, email: account.email, roles: account.roles };
  });

  const logout = {
    tags,
    summary: 'Ends the session and clears its cookies',
    response: { 204: noContent, ...refusals(429) },
  };
  api.post('/auth/logout', { schema: logout }, async (request, reply) => {
    await tokens.revokeByToken(db, request.cookies[REFRESH_COOKIE]);
    // A caller holding only the access cookie ends its session too.
    if (request.session) await tokens.revokeFamily(db, request.session.familyId);
    clearSessionCookies(request, reply);
    return reply.status(204).send();
  });
}

/** POST /auth/forgot and /auth/forgot-password: a forgotten username, or a link to a new password, mailed. */
async function mailRequestRoutes(app: FastifyInstance, { ctx }: AuthOptions) {
  const { db, mailer } = ctx;
  const api = typed(app);

  const forgot = {
    tags,
    summary: 'Mails the username of the account with this address, if there is one (the answer is the same)',
    body: forgotUsernameSchema,
    response: { 200: messageAnswer, ...refusals(400, 429) },
  };
  api.post('/auth/forgot', { schema: forgot }, async (request) => {
    const { email } = request.body;
    // The same answer either way, and at once: the lookup and the mail come after it, so neither
    // its content nor its timing tells which addresses have accounts.
    ctx.afterAnswer.run('forgot-username mail', () => mailUsername(db, mailer, email));
    return { message: M.usernameSent };
  });

  const forgotPassword = {
    tags,
    summary:
      'Mails a single-use link to choose a new password to the account a username or email names, ' +
      'if any (the answer is the same)',
    body: forgotPasswordSchema,
    response: { 200: messageAnswer, ...refusals(400, 429) },
  };
  api.post('/auth/forgot-password', { schema: forgotPassword }, async (request) => {
    const { login } = request.body;
    // The same answer either way, and at once: the lookup, the token and the mail come after it,
    // so neither its content nor its timing tells which usernames or addresses have accounts.
    ctx.afterAnswer.run('forgot-password mail', () => mailResetLink(ctx, login));
    return { message: M.passwordResetSent };
  });
}

/** POST /auth/confirm-email and /auth/reset-password: what a mailed single-use link does. */
async function mailedLinkRoutes(app: FastifyInstance, { ctx }: AuthOptions) {
  const { db, tokens } = ctx;
  const api = typed(app);

  const confirm = {
    tags,
    summary:
      "Confirms the account's email address with a mailed link (used, expired or unknown links are refused); " +
      'its reviews count from then on',
    body: confirmEmailSchema,
    response: { 200: messageAnswer, ...refusals(400, 429) },
  };
  api.post('/auth/confirm-email', { schema: confirm }, async (request) => {
    const userId = await db.transaction((tx) => confirmEmail(tx, request.body.token));
    if (userId == null) throw fieldError('token', M.emailConfirmationLinkInvalid);
    return { message: M.emailConfirmed };
  });

  const resetWithToken = {
    tags,
    summary: 'Sets a new password with a mailed link; every session of the account ends',
    body: resetWithTokenSchema,
    response: { 200: messageAnswer, ...refusals(400, 429) },
  };
  api.post('/auth/reset-password', { schema: resetWithToken }, async (request) => {
    const { token, newPassword } = request.body;
    const passwordHash = await hashPassword(newPassword);
    const userId = await db.transaction(async (tx) => {
      const id = await useResetToken(tx, token);
      if (id != null) await setPassword(tx, id, passwordHash);
      return id;
    });
    if (userId == null) throw fieldError('token', M.resetLinkInvalid);
    await tokens.revokeUserSessions(db, userId);
    return { message: M.passwordResetDone };
  });
}

/**
 * Sets a password after checking that username and email name the same account, and ends that
 * account's sessions but the caller's, in one transaction with `alsoRecord` (the act's log line).
 */
async function resetFor(
  { db, tokens }: ApiContext,
  input: ResetPasswordPayload,
  caller: { userId: number; familyId: string },
  allowed: (accountId: number) => boolean,
  alsoRecord: (tx: Queryable, accountId: number) => Promise<void> = async () => undefined,
) {
  const account = await findAccountByUsername(db, input.username);
  if (!account || account.email.toLowerCase() !== input.email.toLowerCase() || !allowed(account.id)) {
    throw badRequest(M.resetMismatch);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPassword(tx, account.id, passwordHash);
    await tokens.revokeUserSessions(tx, account.id, caller.familyId);
    await alsoRecord(tx, account.id);
  });
}

/** POST /auth/reset and /auth/admin-reset: a password set by a signed-in caller, their own or anyone's. */
async function passwordRoutes(app: FastifyInstance, { ctx }: AuthOptions) {
  const api = typed(app);

  const reset = {
    tags,
    summary: "Sets the caller's own password (after a recent login); their other sessions end",
    body: resetPasswordSchema,
    response: { 200: messageAnswer, ...refusals(400, 401, 403, 429) },
  };
  signedIn(api).post('/auth/reset', { schema: reset }, async (request, _reply, session) => {
    requireRecentLogin(session, 'newPassword');
    // Other devices are signed out; this one is logged out by the client shortly.
    await resetFor(ctx, request.body, session, (id) => id === session.userId);
    return { message: M.passwordUpdated };
  });

  const adminReset = {
    tags,
    summary: "Sets anyone's password (administrators, after a recent login); that account's sessions end",
    body: resetPasswordSchema,
    response: { 200: messageAnswer, ...refusals(400, 401, 403, 429) },
  };
  admins(api).post('/auth/admin-reset', { schema: adminReset }, async (request, _reply, session) => {
    requireRecentLogin(session, 'newPassword');
    // The administrator stays logged in, even when resetting their own password.
    await resetFor(
      ctx,
      request.body,
      session,
      () => true,
      async (tx, userId) => {
        if (userId === session.userId) return;
        await recordModeration(tx, {
          actorId: session.userId,
          action: 'password-reset',
          targetKind: 'account',
          targetId: userId,
          targetName: request.body.username,
        });
      },
    );
    return { message: M.passwordUpdated };
  });
}
