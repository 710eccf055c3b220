/** GET /moderation-log: who did what to whose content or account, newest first (moderators and administrators). */
import type { FastifyInstance } from 'fastify';
import { moderationLogEntry, pageOf, pageRequestSchema } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { refusals, typed } from '../http/schemas.js';
import { staff } from '../http/session.js';
import { moderationPage } from './log.js';

export default async function moderationRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const api = typed(app);
  const read = {
    tags: ['moderation'],
    summary: 'A page of the moderation log, newest first',
    querystring: pageRequestSchema,
    response: { 200: pageOf(moderationLogEntry), ...refusals(400, 401, 403) },
  };
  staff(api).get('/moderation-log', { schema: read }, async (request) => moderationPage(ctx.db, request.query));
}
