/**
 * /user/needs: the caller's own needs, read, replaced and cleared. Health information: only its
 * owner reaches it (every route is signed in and reads the session's own row), and it is never cached.
 */
import type { FastifyInstance } from 'fastify';
import { needsAnswerSchema, needsSchema } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { noContent, refusals, typed } from '../http/schemas.js';
import { privateAnswers } from '../http/private.js';
import { signedIn } from '../http/session.js';
import { clearNeeds, findNeeds, saveNeeds } from './repository.js';

export default async function needsRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['user'];
  // A person's health information is never kept by a cache on the way.
  privateAnswers(app);

  signedIn(api).get(
    '/user/needs',
    {
      schema: {
        tags,
        summary: "The caller's needs at each kind of place and their sensitivities (private: only they read them)",
        response: { 200: needsAnswerSchema, ...refusals(401) },
      },
    },
    async (_request, _reply, session) => findNeeds(db, session.userId),
  );

  signedIn(api).put(
    '/user/needs',
    {
      schema: {
        tags,
        summary: "Replaces the caller's needs; a list left out is none",
        body: needsSchema,
        response: { 200: needsAnswerSchema, ...refusals(400, 401) },
      },
    },
    async (request, _reply, session) => {
      await saveNeeds(db, session.userId, request.body);
      return findNeeds(db, session.userId);
    },
  );

  signedIn(api).delete(
    '/user/needs',
    {
      schema: {
        tags,
        summary: "Clears the caller's needs in one step",
        response: { 204: noContent, ...refusals(401) },
      },
    },
    async (_request, reply, session) => {
      await clearNeeds(db, session.userId);
      return reply.status(204).send();
    },
  );
}
