/** geocode(q): places for a search text, from the configured geocoder. */
import type { Place } from '../geocode/index.js';
import { builder } from './builder.js';

const PlaceRef = builder.objectRef<Place>('Place').implement({
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
    resolve: (_root, { q }, { geocoder }) => (q.trim() ? geocoder.search(q.trim()) : []),
  }),
}));
