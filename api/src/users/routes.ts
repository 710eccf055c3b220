/** /user: the caller's own profile, read and written (Clear User Data is a PUT of empty fields). */
import type { FastifyInstance } from 'fastify';
import { M, profileSchema } from '@ffc/domain';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { one } from '../db/database.js';
import { badRequest, fieldError, notFound, parse } from '../http/errors.js';
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
      throw fieldError('email', M.emailTaken);
    }
    if (input.state) {
      const state = await one<{ country_id: number }>(db, 'SELECT country_id FROM states WHERE id = $1', [input.state.id]);
      if (!state) throw fieldError('state', M.notFound);
      if (input.country && state.country_id !== input.country.id) {
        throw badRequest('The state or province is not in the chosen country.', [
          { field: 'state', message: 'The state or province is not in the chosen country.' },
        ]);
      }
    }
    if (input.country && !(await one(db, 'SELECT 1 FROM countries WHERE id = $1', [input.country.id]))) {
      throw fieldError('country', M.notFound);
    }
    await updateProfile(db, session.userId, {
      ...input,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
    });
    return findProfile(db, session.userId);
  });
}
