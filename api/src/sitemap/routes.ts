/**
 * What search engines may list: GET /sitemap (how many public entries of each kind) and
 * GET /sitemap/{collection}?page=N (ids and last changes, SITEMAP_PAGE_SIZE at a time, by id).
 * Public, like the lists; the BFF turns them into /sitemap.xml and its pages.
 */
import type { FastifyInstance } from 'fastify';
import { SITEMAP_PAGE_SIZE, sitemapCounts, sitemapEntry, sitemapPageQuery } from '@ffc/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { build, first, rows } from '../db/query.js';
import type { ApiContext } from '../context.js';
import { ENTRY_SPECS } from '../kinds/all.js';
import { notFound } from '../http/errors.js';
import { refusals, typed } from '../http/schemas.js';

const SPECS = ENTRY_SPECS;

export default async function sitemapRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  const tags = ['sitemap'];

  api.get(
    '/sitemap',
    { schema: { tags, summary: 'How many public entries each collection has', response: { 200: sitemapCounts } } },
    async () => {
      const counts = await Promise.all(
        SPECS.map((spec) =>
          first(
            db,
            build
              .selectFrom(spec.table)
              .select(sql<number>`count(*)::int`.as('n'))
              .where('closed', '=', false),
          ),
        ),
      );
      return Object.fromEntries(SPECS.map((spec, i) => [spec.collection, counts[i]?.n ?? 0]));
    },
  );

  const collection = {
    tags,
    summary: "A page of a collection's ids and last changes, by id",
    params: z.object({ collection: z.string() }),
    querystring: sitemapPageQuery,
    response: { 200: z.array(sitemapEntry), ...refusals(400, 404) },
  };
  api.get('/sitemap/:collection', { schema: collection }, async (request) => {
    const spec = SPECS.find((k) => k.collection === request.params.collection);
    if (!spec) throw notFound();
    const { page } = request.query;
    // Ordered by the primary key; a sitemap page is read rarely and cached by the BFF for an hour.
    return rows(
      db,
      build
        .selectFrom(spec.table)
        .select(['id', 'modified_date as modifiedDate'])
        // A closed entry keeps its page, but the sitemap does not promote it.
        .where('closed', '=', false)
        .orderBy('id')
        .offset(page * SITEMAP_PAGE_SIZE)
        .limit(SITEMAP_PAGE_SIZE),
    );
  });
}
