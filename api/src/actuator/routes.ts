/** /actuator/health (UP when the database answers, 503 DOWN when not) and /actuator/prometheus (metrics, with METRICS_TOKEN). */
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { ApiContext } from '../context.js';
import { ApiError, notFound } from '../http/errors.js';

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

  // Metrics describe traffic and internals: only a holder of METRICS_TOKEN reads them, and
  // without one configured they are not served at all.
  const expected = ctx.config.metricsToken ? Buffer.from(`Bearer ${ctx.config.metricsToken}`) : undefined;
  app.get('/actuator/prometheus', async (request, reply) => {
    if (!expected) throw notFound();
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(401, 'Metrics need the configured bearer token (METRICS_TOKEN).');
    }
    const registry = ctx.metrics.registry;
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
