/**
 * /user: the caller's own profile, read and written (Clear User Data is a PUT of empty fields);
 * and a copy of everything stored about them, and the deletion of their account.
 */
import type { FastifyInstance } from 'fastify';
import { deleteAccountSchema, M, positionFields, profileSchema, ROLE_ADMIN, user } from '@ffc/domain';
import { z } from 'zod';
import { verifyPassword } from '../credentials/passwords.js';
import { messageAnswer, noContent } from '../http/schemas.js';
import { clearSessionCookies } from '../http/session.js';
import { deleteAccount, exportAccount } from '../users/account.js';
import { mailConfirmationLink, unconfirmEmail } from './email-confirmation.js';
import { findAccountById } from '../users/repository.js';
import type { ApiContext } from '../context.js';
import { ApiError, badRequest, fieldError, notFound } from '../http/errors.js';
import { privateAnswer } from '../http/private.js';
import { refusals, typed } from '../http/schemas.js';
import { checkReferences } from '../reference/references.js';
import { requireRecentLogin, signedIn } from '../http/session.js';
import { findProfile, otherAdministrators, updateProfile, usernameOrEmailTaken } from '../users/repository.js';
import { photoLinks } from '../media/links.js';
import { deletePhotoFiles } from '../media/repository.js';

/** The BFF adds the geocoded position of the anonymous address. */
const profileUpdateSchema = profileSchema.extend(positionFields);

export default async function userRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['user'];

  signedIn(api).get(
    '/user',
    {
      schema: { tags, summary: "The caller's own profile", response: { 200: user, ...refusals(401, 404) } },
    },
    async (request, reply, session) => {
      const profile = await findProfile(db, session.userId);
      if (!profile) throw notFound();
      // Their email, phone and address: no cache on the way keeps them.
      privateAnswer(reply);
      return profile;
    },
  );

  const resend = {
    tags,
    summary: 'Mails the caller a new link to confirm their email address (throttled per address like all account mail)',
    response: { 200: messageAnswer, ...refusals(400, 401, 404, 429) },
  };
  signedIn(api).post('/user/email-confirmation', { schema: resend }, async (request, _reply, session) => {
    const account = await findAccountById(db, session.userId);
    if (!account) throw notFound();
    if (account.emailConfirmed) throw badRequest(M.emailAlreadyConfirmed);
    if (!(await mailConfirmationLink(ctx, account))) throw new ApiError(429, M.emailConfirmationThrottled);
    return { message: M.emailConfirmationSent };
  });

  const exported = {
    tags,
    summary: 'Everything stored about the caller, as a JSON file (no password hash, no token)',
    response: { 200: z.record(z.string(), z.unknown()), ...refusals(401) },
  };
  signedIn(api).get('/user/export', { schema: exported }, async (request, reply, session) => {
    const links = { photos: photoLinks(ctx.photoStore), publicUrl: ctx.config.publicUrl };
    const data = await db.transaction((tx) => exportAccount(tx, session.userId, links));
    void reply.header('content-disposition', 'attachment; filename="fragrance-free-community-my-data.json"');
    privateAnswer(reply);
    return data;
  });

  const remove = {
    tags,
    summary:
      "Deletes the caller's account, its sessions, its reviews (their ratings recounted) and its photos; " +
      'entries and tickets stay. Password guesses are throttled as logins are; the last administrator cannot leave',
    body: deleteAccountSchema,
    response: { 204: noContent, ...refusals(400, 401, 429) },
  };
  signedIn(api).delete('/user', { schema: remove }, async (request, reply, session) => {
    const account = await findAccountById(db, session.userId);
    if (!account) throw notFound();
    // A held session must not become unlimited password guesses.
    if (await ctx.loginThrottle.isBlocked(request.ip, account.username))
      throw new ApiError(429, M.tooManyLoginAttempts);
    if (!(await verifyPassword(request.body.password, account.passwordHash))) {
      await ctx.loginThrottle.recordFailure(request.ip, account.username);
      throw fieldError('password', M.wrongPassword);
    }
    const photoFiles = await db.transaction(async (tx) => {
      // Checked under a lock of the administrators' rows: two last administrators leaving at once cannot both go.
      if (account.roles.includes(ROLE_ADMIN) && (await otherAdministrators(tx, session.userId)) === 0)
        throw badRequest(M.lastAdministrator);
      // Every login ends at once, access tokens included, before the rows go.
      await ctx.tokens.revokeUserSessions(tx, session.userId);
      return deleteAccount(tx, session.userId);
    });
    // Their photos' files go once the rows are gone for good.
    await deletePhotoFiles(ctx.photoStore, photoFiles, request.log);
    clearSessionCookies(request, reply);
    return reply.status(204).send();
  });

  const change = {
    tags,
    summary:
      "Changes the caller's own profile (Clear User Data sends empty fields); a new email address needs a recent login",
    body: profileUpdateSchema,
    response: { 200: user, ...refusals(400, 401, 403, 404) },
  };
  signedIn(api).put('/user', { schema: change }, async (request, _reply, session) => {
    const given = request.body;
    const current = await findAccountById(db, session.userId);
    if (!current) throw notFound();
    // Another letter case is the same address (they are unique without regard to case): no change,
    // so the stored spelling stays; anything else is a change, which needs a recent login.
    const emailChanged = !!given.email && current.email.toLowerCase() !== given.email.toLowerCase();
    if (emailChanged) requireRecentLogin(session, 'email');
    const input = given.email && !emailChanged ? { ...given, email: current.email } : given;
    if (input.email && (await usernameOrEmailTaken(db, null, input.email, session.userId)).email) {
      throw fieldError('email', M.emailUnavailable);
    }
    await checkReferences(db, [], input);
    await db.transaction(async (tx) => {
      await updateProfile(tx, session.userId, {
        ...input,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
      });
      // A new address is unconfirmed until its owner follows the link mailed to it.
      if (emailChanged && input.email) {
        await unconfirmEmail(tx, session.userId);
        await mailConfirmationLink(
          { db: tx, mailer: ctx.mailer, config: ctx.config },
          { id: current.id, username: current.username, email: input.email },
        );
      }
    });
    const profile = await findProfile(db, session.userId);
    if (!profile) throw notFound();
    return profile;
  });
}
