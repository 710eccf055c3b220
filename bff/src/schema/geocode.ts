/** geocode(q): places for a search text, from the configured geocoder, for logged-in people. */
import { GraphQLError } from 'graphql';
import { M } from '@ffc/domain';
import type { Place } from '../geocode/index.js';
import { builder } from './builder.js';

export const PlaceRef = builder.objectRef<Place>('Place').implement({
  fields: (t) => ({
    displayName: t.exposeString('displayName'),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
  }),
});

builder.queryFields((t) => ({
  geocode: t.field({
    type: [PlaceRef],
    args: { q: t.arg.string({ required: true }) },
    description: 'Places for a search text. For logged-in people, a limited number a minute; answers are cached.',
    resolve: async (_root, { q }, { rest, geocoder, geocoding }) => {
      const text = q.trim().replace(/\s+/g, ' ');
      if (!text) return [];
      // Who is asking: a login is required (UNAUTHENTICATED otherwise), and the limit is theirs.
      const me = await rest.profile();
      if (!(await geocoding.limit.take(String(me.id)))) {
        throw new GraphQLError(M.tooManyRequests, { extensions: { code: 'TOO_MANY_REQUESTS', status: 429, fieldErrors: [] } });
      }
      return geocoding.cache.getOrLoad(`geocode:v1:${text.toLowerCase()}`, () => geocoder.search(text));
    },
  }),
}));
