/** /homes and /homes/{homeId}/reviews: the generic entry and review routes, configured for homes. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { reviewRoutes } from '../reviews/routes.js';
import { entryRoutes } from '../entries/routes.js';
import { voteRoutes } from '../reviews/votes.js';
import { homeSpec } from '../kinds/homes.js';

export default async function homeRoutes(app: FastifyInstance, options: { ctx: ApiContext }) {
  await app.register(entryRoutes(homeSpec), options);
  await app.register(reviewRoutes(homeSpec), options);
  await app.register(voteRoutes(homeSpec), options);
}
