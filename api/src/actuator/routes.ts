/**
 * /actuator/health (UP when the database answers, 503 DOWN when not), its Kubernetes-style halves
 * /actuator/health/liveness (the process answers) and /readiness (the database answers too), and
 * /actuator/prometheus (metrics, with METRICS_TOKEN).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { M } from '@ffc/domain';
import { bearerMatches } from '@ffc/server-kit/server';
import type { ApiContext } from '../context.js';
import { databaseOutageLog } from '../db/outage.js';
import { ApiError, notFound } from '../http/errors.js';
import { refusals, typed } from '../http/schemas.js';
import { z } from 'zod';

export default async function actuatorRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const tags = ['actuator'];
  const outage = databaseOutageLog(app.log, 'health check failed');
  async function ready(_request: FastifyRequest, reply: FastifyReply) {
    try {
      await ctx.db.query('SELECT 1');
      return { status: 'UP', components: { db: { status: 'UP' } } };
    } catch (error) {
      outage(error);
      return reply.status(503).send({ status: 'DOWN', components: { db: { status: 'DOWN' } } });
    }
  }
  // Probes run every few seconds: only their failures are worth a log line.
  const status = z.object({
    status: z.string(),
    components: z.object({ db: z.object({ status: z.string() }) }).optional(),
  });
  const health = (summary: string) =>
    ({ logLevel: 'warn', schema: { tags, summary, response: { 200: status, 503: status } } }) as const;
  const api = typed(app);
  api.get('/actuator/health', health('UP when the database answers, 503 DOWN when not'), ready);
  api.get('/actuator/health/readiness', health('Whether this instance can serve: the database answers'), ready);
  api.get('/actuator/health/liveness', health('Whether the process answers'), async () => ({ status: 'UP' }));

  // Metrics describe traffic and internals: only a holder of METRICS_TOKEN reads them, and
  // without one configured they are not served at all.
  const token = ctx.config.metricsToken;
  // Text, not JSON: its refusals (401, or 404 without METRICS_TOKEN) are the usual error body.
  const prometheus = {
    tags,
    summary: 'Metrics in the Prometheus text format (with METRICS_TOKEN as a bearer token)',
    response: {
      200: { description: 'The metrics', content: { 'text/plain': { schema: z.string() } } },
      // 401: the bearer token is missing or wrong; 404: no METRICS_TOKEN is configured.
      ...refusals(401, 404),
    },
  };
  api.get('/actuator/prometheus', { schema: prometheus }, async (request, reply) => {
    if (!token) throw notFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      throw new ApiError(401, M.metricsTokenRequired);
    }
    const registry = ctx.metrics.registry;
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
