/**
 * highlights(near): the home page's first answer, how many entries each kind has and the places
 * reviewed most recently, near the visitor's position or a typed place when one is given. Public,
 * one REST call (`GET /highlights`).
 */
import type { Highlights, RecentPlace } from '@ffc/domain';
import type { Place } from '../geocode/index.js';
import { builder } from './builder.js';
import { PlaceRef } from './geocode.js';
import { NearInputRef, reachQuery } from './lists.js';
import { OptionRef } from './reference.js';

const KindCountRef = builder.objectRef<Highlights['counts'][number]>('KindCount').implement({
  description:
    'How many entries a kind has: exact up to the lists\' count cap, beyond it the cap with `countIsEstimate` ("1,000+").',
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
    city: t.string({ nullable: true, resolve: (p) => p.city ?? null }),
    state: t.field({ type: OptionRef, nullable: true, resolve: (p) => p.state ?? null }),
    country: t.field({ type: OptionRef, nullable: true, resolve: (p) => p.country ?? null }),
    rating: t.float({ nullable: true, resolve: (p) => p.rating ?? null }),
    reviewCount: t.int({ resolve: (p) => p.reviews }),
    accommodations: t.stringList({ resolve: (p) => p.accommodations }),
    lastReviewedDate: t.exposeString('lastReviewedDate', {
      description: 'When its newest review was written (ISO-8601).',
    }),
    distanceKm: t.float({ nullable: true, resolve: (p) => p.distanceKm ?? null }),
  }),
});

const HighlightsRef = builder.objectRef<Highlights & { origin: Place | null }>('Highlights').implement({
  fields: (t) => ({
    counts: t.field({ type: [KindCountRef], resolve: (h) => h.counts }),
    recent: t.field({ type: [RecentPlaceRef], resolve: (h) => h.recent }),
    recentNear: t.exposeBoolean('recentNear', {
      description:
        'Whether `recent` is within `radiusKm` of `origin`; false without one, or when nothing there was reviewed yet and the newest overall are shown.',
    }),
    radiusKm: t.exposeFloat('radiusKm'),
    origin: t.field({
      type: PlaceRef,
      nullable: true,
      description: 'The place `near` named, as found.',
      resolve: (h) => h.origin,
    }),
  }),
});

builder.queryFields((t) => ({
  highlights: t.field({
    type: HighlightsRef,
    description:
      "The home page: entries per kind and the most recently reviewed places, near `near` when given (its radius is the API's).",
    args: { near: t.arg({ type: NearInputRef }) },
    resolve: async (_root, { near }, ctx) => {
      const { query, origin } = await reachQuery(ctx, null, near);
      return { ...(await ctx.rest.highlights(typeof query.near === 'string' ? query.near : null)), origin };
    },
  }),
}));
