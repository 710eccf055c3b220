/** /products, /products/{productId}/reviews and /companies. */
import type { FastifyInstance } from 'fastify';
import { company } from '@ffc/domain';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import { reviewRoutes } from '../reviews/routes.js';
import { entryRoutes } from '../entries/routes.js';
import { voteRoutes } from '../reviews/votes.js';
import { typed } from '../http/schemas.js';
import { listCompanies } from '../kinds/companies.js';
import { productSpec } from '../kinds/products.js';

export default async function productRoutes(app: FastifyInstance, options: { ctx: ApiContext }) {
  await app.register(entryRoutes(productSpec), options);
  await app.register(reviewRoutes(productSpec), options);
  await app.register(voteRoutes(productSpec), options);
  const companies = {
    tags: ['products'],
    summary: 'Every company, for the product form',
    response: { 200: z.array(company) },
  };
  typed(app).get('/companies', { schema: companies }, async () => listCompanies(options.ctx.db));
}
