/** /businesses and /businesses/{businessId}/reviews: the generic entry and review routes, configured for businesses. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { reviewRoutes } from '../entries/reviews.js';
import { entryRoutes } from '../entries/routes.js';
import { businessKind } from './kind.js';

export default async function businessRoutes(app: FastifyInstance, options: { ctx: ApiContext }) {
  await app.register(entryRoutes(businessKind), options);
  await app.register(reviewRoutes(businessKind), options);
}
