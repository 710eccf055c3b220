/** geocode(q): places for a search text, from the configured geocoder, for logged-in people. */
import { GraphQLError } from 'graphql';
import { M } from '@ffc/domain';
import type { Place } from '../geocode/index.js';
import { builder } from '../builder/builder.js';

const PlaceKindEnum = builder.enumType('PlaceKind', {
  description: 'What sort of place it is.',
  values: {
    CITY: { value: 'city' },
    STATE: { value: 'state', description: 'A state, province or other part of a country.' },
    COUNTRY: { value: 'country' },
    OTHER: { value: 'other', description: 'An address, a neighbourhood, a landmark.' },
  } as const,
});

export const PlaceRef = builder.objectRef<Place>('Place').implement({
  fields: (t) => ({
    displayName: t.exposeString('displayName', {
      description: 'Its full name ("Portland, Oregon, United States"): searching for it finds this place first.',
    }),
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    kind: t.expose('kind', {
      type: PlaceKindEnum,
      nullable: true,
      description: 'What sort of place it is, when the geocoder says.',
    }),
    countryCode: t.exposeString('countryCode', {
      nullable: true,
      description: "Its country's ISO 3166 code, when the geocoder says.",
    }),
  }),
});

builder.queryFields((t) => ({
  geocode: t.field({
    authScopes: { signedIn: true },
    type: [PlaceRef],
    args: { q: t.arg.string({ required: true }) },
    description: 'Places for a search text. For logged-in people, a limited number a minute; answers are cached.',
    resolve: async (_root, { q }, { rest, geocoder, geocoding }) => {
      const text = q.trim().replace(/\s+/g, ' ');
      if (!text) return [];
      // Who is asking: a login is required (UNAUTHENTICATED otherwise), and the limit is theirs.
      const me = await rest.profile();
      if (!(await geocoding.limit.take(String(me.id)))) {
        throw new GraphQLError(M.tooManyRequests, {
          extensions: { code: 'TOO_MANY_REQUESTS', status: 429, fieldErrors: [] },
        });
      }
      return geocoding.cache.getOrLoad(`geocode:v1:${text.toLowerCase()}`, () => geocoder.search(text));
    },
  }),
}));
