/**
 * GET /highlights: what the home page shows first. How many entries each kind has (capped like the
 * lists' totals) and the places reviewed most recently, near a point when one is given. Public.
 */
import type { FastifyInstance } from 'fastify';
import {
  HIGHLIGHT_COUNT_KINDS,
  HIGHLIGHT_PLACE_KINDS,
  highlights,
  highlightsQuery,
  RADIUS_KM_DEFAULT,
  RECENT_PLACES_MAX,
  type Point,
  type RecentPlace,
} from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { SPECS_BY_KIND } from '../kinds/all.js';
import type { Queryable } from '../db/database.js';
import { refusals, typed } from '../http/schemas.js';
import { countOf, recentOf } from './repository.js';

/** The places of every kind, newest review first. */
async function recentPlaces(db: Queryable, near: Point | null, radiusKm: number): Promise<RecentPlace[]> {
  const perKind = await Promise.all(HIGHLIGHT_PLACE_KINDS.map((kind) => recentOf(db, kind, near, radiusKm)));
  return perKind
    .flat()
    .sort((a, b) => b.lastReviewedDate.localeCompare(a.lastReviewedDate))
    .slice(0, RECENT_PLACES_MAX);
}

/** The answer of `GET /highlights`: counts per kind, and the newest reviewed places near `near` (else anywhere). */
export async function highlightsOf(db: Queryable, near: Point | null) {
  const radiusKm = RADIUS_KM_DEFAULT;
  const [counts, nearby] = await Promise.all([
    Promise.all(
      HIGHLIGHT_COUNT_KINDS.map(async (kind) => ({ kind, ...(await countOf(db, SPECS_BY_KIND[kind].table)) })),
    ),
    near ? recentPlaces(db, near, radiusKm) : Promise.resolve([]),
  ]);
  // Nothing reviewed near the point yet: the newest overall, said as such, rather than nothing.
  const recent = nearby.length > 0 ? nearby : await recentPlaces(db, null, radiusKm);
  return { counts, recent, recentNear: nearby.length > 0, radiusKm };
}

export default async function highlightsRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db } = ctx;
  const api = typed(app);
  api.get(
    '/highlights',
    {
      schema: {
        tags: ['home'],
        summary:
          'How many entries each kind has, and the places reviewed most recently (near `near=lat,lng` when given)',
        querystring: highlightsQuery,
        response: { 200: highlights, ...refusals(400) },
      },
    },
    async (request) => highlightsOf(db, request.query.near ?? null),
  );
}
