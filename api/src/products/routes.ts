/** /products, /products/{productId}/reviews and /companies. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context.js';
import { reviewRoutes } from '../entries/reviews.js';
import { entryRoutes } from '../entries/routes.js';
import { listCompanies } from './companies.js';
import { productKind } from './kind.js';

export default async function productRoutes(app: FastifyInstance, options: { ctx: ApiContext }) {
  await app.register(entryRoutes(productKind), options);
  await app.register(reviewRoutes(productKind), options);
  app.get('/companies', async () => listCompanies(options.ctx.db));
}
