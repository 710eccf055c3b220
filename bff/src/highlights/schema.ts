/**
 * highlights(near): the home page's first answer, how many entries each kind has and the places
 * reviewed most recently, near the visitor's position or a typed place when one is given. Public,
 * one REST call (`GET /highlights`).
 */
import type { Highlights, RecentPlace } from '@ffc/domain';
import type { Place } from '../geocode/index.js';
import { builder } from '../builder/builder.js';
import { PlaceRef } from '../places/schema.js';
import { NearInputRef, reachQuery } from '../entries/lists.js';
import { OptionRef } from '../reference/schema.js';

const KindCountRef = builder.objectRef<Highlights['counts'][number]>('KindCount').implement({
  description:
    "How many entries a kind has: exact up to the lists' count cap, " +
    'beyond it the cap with `countIsEstimate` ("1,000+").',
  fields: (t) => ({
    kind: t.exposeString('kind', {
      description: 'The collection, as in its address: businesses, homes, products or socials.',
    }),
    count: t.exposeInt('count'),
    countIsEstimate: t.exposeBoolean('countIsEstimate'),
  }),
});

const RecentPlaceRef = builder.objectRef<RecentPlace>('RecentPlace').implement({
  description: 'A business or rental home, with when it was last reviewed.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'The collection, as in its address: businesses or homes.' }),
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    path: t.string({ description: "The entry's page.", resolve: (p) => `/${p.kind}/${p.id}` }),
    city: t.exposeString('city', { nullable: true }),
    state: t.expose('state', { type: OptionRef, nullable: true }),
    country: t.expose('country', { type: OptionRef, nullable: true }),
    rating: t.exposeFloat('rating', { nullable: true }),
    reviewCount: t.exposeInt('reviews'),
    accommodations: t.exposeStringList('accommodations'),
    lastReviewedDate: t.exposeString('lastReviewedDate', {
      description: 'When its newest review was written (ISO-8601).',
    }),
    distanceKm: t.exposeFloat('distanceKm', { nullable: true }),
  }),
});

const HighlightsRef = builder.objectRef<Highlights & { origin: Place | null }>('Highlights').implement({
  fields: (t) => ({
    counts: t.expose('counts', { type: [KindCountRef] }),
    recent: t.expose('recent', { type: [RecentPlaceRef] }),
    recentNear: t.exposeBoolean('recentNear', {
      description:
        'Whether `recent` is within `radiusKm` of `origin`; ' +
        'false without one, or when nothing there was reviewed yet and the newest overall are shown.',
    }),
    radiusKm: t.exposeFloat('radiusKm'),
    origin: t.expose('origin', { type: PlaceRef, nullable: true, description: 'The place `near` named, as found.' }),
  }),
});

builder.queryFields((t) => ({
  highlights: t.field({
    type: HighlightsRef,
    description:
      'The home page: entries per kind and the most recently reviewed places, ' +
      "near `near` when given (its radius is the API's).",
    args: { near: t.arg({ type: NearInputRef }) },
    resolve: async (_root, { near }, ctx) => {
      const { query, origin } = await reachQuery(ctx, null, near);
      return { ...(await ctx.rest.highlights(query.near)), origin };
    },
  }),
}));
