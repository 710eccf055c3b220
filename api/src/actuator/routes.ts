/** /actuator/health: UP when the database answers, 503 DOWN when it does not. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';

export default async function actuatorRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  app.get('/actuator/health', async (request, reply) => {
    try {
      await ctx.db.query('SELECT 1');
      return { status: 'UP' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'DOWN' });
    }
  });
}
