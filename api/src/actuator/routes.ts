/** /actuator/health (UP when the database answers, 503 DOWN when not) and /actuator/prometheus (metrics). */
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

  app.get('/actuator/prometheus', async (_request, reply) => {
    const registry = ctx.metrics.registry;
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
