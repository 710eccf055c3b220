/** /user: the caller's own profile, read and written (Clear User Data is a PUT of empty fields). */
import type { FastifyInstance } from 'fastify';
import { M, positionFields, profileSchema, user } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { fieldError, notFound } from '../http/errors.js';
import { refusals, typed } from '../http/schemas.js';
import { checkReferences } from '../types/references.js';
import { requireUser, signedIn } from '../http/session.js';
import { findProfile, updateProfile, usernameOrEmailTaken } from './repository.js';

/** The BFF adds the geocoded position of the anonymous address. */
const profileUpdateSchema = profileSchema.extend(positionFields);

export default async function userRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['user'];

  api.get('/user', { onRequest: signedIn, schema: { tags, summary: "The caller's own profile", response: { 200: user, ...refusals(401, 404) } } }, async (request) => {
    const session = requireUser(request);
    const profile = await findProfile(db, session.userId);
    if (!profile) throw notFound();
    return profile;
  });

  const change = { tags, summary: "Changes the caller's own profile (Clear User Data sends empty fields)", body: profileUpdateSchema, response: { 200: user, ...refusals(400, 401, 404) } };
  api.put('/user', { onRequest: signedIn, schema: change }, async (request) => {
    const session = requireUser(request);
    const input = request.body;
    if (input.email && (await usernameOrEmailTaken(db, null, input.email, session.userId)).email) {
      throw fieldError('email', M.emailUnavailable);
    }
    await checkReferences(db, [], input);
    await updateProfile(db, session.userId, {
      ...input,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    });
    const profile = await findProfile(db, session.userId);
    if (!profile) throw notFound();
    return profile;
  });
}
