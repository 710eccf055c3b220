/**
 * /users: the user list and full records for administrators; for everyone else GET /users/{id}
 * is the public view (username, name, city, state, country, member since). Administrators set
 * roles and disable accounts; each change is in the moderation log.
 */
import type { FastifyInstance } from 'fastify';
import {
  M,
  pageOf,
  publicUser,
  ROLE_ADMIN,
  ROLE_MODERATOR,
  user,
  userEnabledSchema,
  userFilterSchema,
  userRolesSchema,
} from '@ffc/domain';
import { fieldError } from '../http/errors.js';
import { recordModeration } from '../moderation/log.js';
import { sql } from 'kysely';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { fetchPage, listQuery } from '../http/pages.js';
import { idPath, refusals, typed } from '../http/schemas.js';
import { admins } from '../http/session.js';
import { filterUsers, findProfile, setEnabled, setRoles, toProfile, toPublicUser, withProfile } from './repository.js';

/** The roles as the log says them: "moderator, administrator". */
const rolesDetail = (roles: readonly string[]) =>
  [roles.includes(ROLE_MODERATOR) && 'moderator', roles.includes(ROLE_ADMIN) && 'administrator']
    .filter(Boolean)
    .join(', ') || 'member only';

export default async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['users'];

  const list = {
    tags,
    summary: 'A page of users, by name, username or id (administrators)',
    querystring: listQuery(userFilterSchema),
    response: { 200: pageOf(user), ...refusals(400, 401, 403) },
  };
  admins(api).get('/users', { schema: list }, async (request) => {
    const { page: pageNumber, size, ...filter } = request.query;
    const users = filterUsers(filter);
    const page = await fetchPage(
      db,
      {
        page: (limit, offset, count) =>
          withProfile(users)
            .select(count)
            .orderBy(sql`lower(u.username)`)
            .orderBy('u.id')
            .limit(limit)
            .offset(offset),
        matching: (limit) => users.select('u.id').limit(limit),
      },
      { page: pageNumber, size },
    );
    return { ...page, content: page.content.map(toProfile) };
  });

  const read = {
    tags,
    summary: 'A user: the whole record for administrators, the public view for everyone else',
    params: idPath,
    response: { 200: z.union([user, publicUser]), ...refusals(404) },
  };
  api.get('/users/:id', { schema: read }, async (request) => {
    const profile = await findProfile(db, request.params.id);
    if (!profile) throw notFound();
    return request.session?.roles.includes(ROLE_ADMIN) ? profile : toPublicUser(profile);
  });

  const roles = {
    tags,
    summary: "Sets a user's roles (administrators); that user's sessions end, so the change holds at once",
    params: idPath,
    body: userRolesSchema,
    response: { 200: user, ...refusals(400, 401, 403, 404) },
  };
  admins(api).put('/users/:id/roles', { schema: roles }, async (request, _reply, session) => {
    const { id } = request.params;
    const wanted = request.body.roles;
    if (id === session.userId && !wanted.includes(ROLE_ADMIN)) throw fieldError('roles', M.ownAdminRole);
    const before = await findProfile(db, id);
    if (!before) throw notFound();
    await db.transaction(async (tx) => {
      await setRoles(tx, id, wanted);
      await recordModeration(tx, {
        actorId: session.userId,
        action: 'roles-changed',
        targetKind: 'account',
        targetId: id,
        targetName: before.username,
        detail: rolesDetail(wanted),
      });
    });
    // A role given or taken applies at the next login; a taken one must not linger in a live token.
    if (id !== session.userId) await ctx.tokens.revokeUserSessions(db, id);
    return (await findProfile(db, id))!;
  });

  const enabled = {
    tags,
    summary:
      'Disables or re-enables an account (administrators); a disabled one cannot log in and its sessions end at once',
    params: idPath,
    body: userEnabledSchema,
    response: { 200: user, ...refusals(400, 401, 403, 404) },
  };
  admins(api).put('/users/:id/enabled', { schema: enabled }, async (request, _reply, session) => {
    const { id } = request.params;
    const on = request.body.enabled;
    if (id === session.userId && !on) throw fieldError('enabled', M.ownAccountDisabled);
    const before = await findProfile(db, id);
    if (!before) throw notFound();
    await db.transaction(async (tx) => {
      await setEnabled(tx, id, on);
      await recordModeration(tx, {
        actorId: session.userId,
        action: on ? 'enabled' : 'disabled',
        targetKind: 'account',
        targetId: id,
        targetName: before.username,
      });
    });
    if (!on) await ctx.tokens.revokeUserSessions(db, id);
    return (await findProfile(db, id))!;
  });
}
