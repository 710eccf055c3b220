/**
 * /users: the user list and full records for administrators; for everyone else GET /users/{id}
 * is the public view (username, name, city, state, country, member since).
 */
import type { FastifyInstance } from 'fastify';
import { ROLE_ADMIN, userFilterSchema } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { pathId } from '../entries/routes.js';
import { notFound, parse } from '../http/errors.js';
import { fetchPage, pageRequest } from '../http/pages.js';
import { requireRole } from '../http/session.js';
import { findProfile, PROFILE_COLUMNS, PROFILE_FROM, toProfile, toPublicUser, userListQuery, type ProfileRow } from './repository.js';

export default async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;

  app.get('/users', async (request) => {
    requireRole(request, ROLE_ADMIN);
    const filter = parse(userFilterSchema, request.query);
    const { where, params } = userListQuery(filter);
    const page = await fetchPage<ProfileRow>(
      db,
      { select: PROFILE_COLUMNS, from: PROFILE_FROM, countFrom: 'FROM users u', where, orderBy: 'lower(u.username), u.id', params },
      pageRequest(request.query),
    );
    return { ...page, content: page.content.map(toProfile) };
  });

  app.get('/users/:id', async (request) => {
    const profile = await findProfile(db, pathId(request.params));
    if (!profile) throw notFound();
    return request.session?.roles.includes(ROLE_ADMIN) ? profile : toPublicUser(profile);
  });
}
