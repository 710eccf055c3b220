/** /user: the caller's own profile, read and written (Clear User Data is a PUT of empty fields). */
import type { FastifyInstance } from 'fastify';
import { M, profileSchema } from '@ffc/domain';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { fieldError, notFound, parse } from '../http/errors.js';
import { checkReferences } from '../types/references.js';
import { requireUser } from '../http/session.js';
import { findProfile, updateProfile, usernameOrEmailTaken } from './repository.js';

const coordinate = z.number().finite().nullish();
/** The BFF adds the geocoded position of the anonymous address. */
const profileUpdateSchema = profileSchema.extend({ latitude: coordinate, longitude: coordinate });

export default async function userRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;

  app.get('/user', async (request) => {
    const session = requireUser(request);
    const profile = await findProfile(db, session.userId);
    if (!profile) throw notFound();
    return profile;
  });

  app.put('/user', async (request) => {
    const session = requireUser(request);
    const input = parse(profileUpdateSchema, request.body);
    if (input.email && (await usernameOrEmailTaken(db, null, input.email, session.userId)).email) {
      throw fieldError('email', M.emailUnavailable);
    }
    await checkReferences(db, [], input);
    await updateProfile(db, session.userId, {
      ...input,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    });
    return findProfile(db, session.userId);
  });
}
