/**
 * /actuator/health (UP when the database answers, 503 DOWN when not), its Kubernetes-style halves
 * /actuator/health/liveness (the process answers) and /readiness (the database answers too), and
 * /actuator/prometheus (metrics, with METRICS_TOKEN).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M } from '@ffc/domain';
import { bearerMatches } from '@ffc/domain/server';
import type { ApiContext } from '../context.js';
import { ApiError, notFound } from '../http/errors.js';

export default async function actuatorRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  async function ready(request: FastifyRequest, reply: FastifyReply) {
    try {
      await ctx.db.query('SELECT 1');
      return { status: 'UP', components: { db: { status: 'UP' } } };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'DOWN', components: { db: { status: 'DOWN' } } });
    }
  }
  // Probes run every few seconds: only their failures are worth a log line.
  const quiet = { logLevel: 'warn' } as const;
  app.get('/actuator/health', quiet, ready);
  app.get('/actuator/health/readiness', quiet, ready);
  app.get('/actuator/health/liveness', quiet, async () => ({ status: 'UP' }));

  // Metrics describe traffic and internals: only a holder of METRICS_TOKEN reads them, and
  // without one configured they are not served at all.
  const token = ctx.config.metricsToken;
  app.get('/actuator/prometheus', async (request, reply) => {
    if (!token) throw notFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      throw new ApiError(401, M.metricsTokenRequired);
    }
    const registry = ctx.metrics.registry;
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
