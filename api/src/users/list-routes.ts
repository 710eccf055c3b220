/**
 * /users: the user list and full records for administrators; for everyone else GET /users/{id}
 * is the public view (username, name, city, state, country, member since).
 */
import type { FastifyInstance } from 'fastify';
import { pageOf, publicUser, ROLE_ADMIN, user, userFilterSchema } from '@ffc/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { fetchPage, listQuery } from '../http/pages.js';
import { idPath, refusals, typed } from '../http/schemas.js';
import { withRole } from '../http/session.js';
import { filterUsers, findProfile, toProfile, toPublicUser, withProfile } from './repository.js';

export default async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['users'];

  const list = { tags, summary: 'A page of users, by name, username or id (administrators)', querystring: listQuery(userFilterSchema), response: { 200: pageOf(user), ...refusals(400, 401, 403) } };
  api.get('/users', { onRequest: withRole(ROLE_ADMIN), schema: list }, async (request) => {
    const { page: pageNumber, size, ...filter } = request.query;
    const users = filterUsers(filter);
    const page = await fetchPage(
      db,
      {
        page: (limit, offset) => withProfile(users).orderBy(sql`lower(u.username)`).orderBy('u.id').limit(limit).offset(offset),
        matching: (limit) => users.select('u.id').limit(limit),
      },
      { page: pageNumber, size },
    );
    return { ...page, content: page.content.map(toProfile) };
  });

  const read = { tags, summary: 'A user: the whole record for administrators, the public view for everyone else', params: idPath, response: { 200: z.union([user, publicUser]), ...refusals(404) } };
  api.get('/users/:id', { schema: read }, async (request) => {
    const profile = await findProfile(db, request.params.id);
    if (!profile) throw notFound();
    return request.session?.roles.includes(ROLE_ADMIN) ? profile : toPublicUser(profile);
  });
}
