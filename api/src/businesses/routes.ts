/** /businesses and /businesses/{businessId}/reviews: the generic entry and review routes, configured for businesses. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { reviewRoutes } from '../reviews/routes.js';
import { entryRoutes } from '../entries/routes.js';
import { voteRoutes } from '../reviews/votes.js';
import { businessSpec } from '../kinds/businesses.js';

export default async function businessRoutes(app: FastifyInstance, options: { ctx: ApiContext }) {
  await app.register(entryRoutes(businessSpec), options);
  await app.register(reviewRoutes(businessSpec), options);
  await app.register(voteRoutes(businessSpec), options);
}
