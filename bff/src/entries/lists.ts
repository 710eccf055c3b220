/**
 * A list's order and reach: `sort: ListSort` and `near: NearInput` on the filters of the
 * located kinds. A typed place is found by the geocoder here (cached; a limited number of lookups a
 * minute per visitor), so the API only ever measures from a position.
 */
import { GraphQLError } from 'graphql';
import {
  countryOfLanguages,
  GRAPHQL_SORT_NAMES,
  LIST_SORT_LABELS,
  LIST_SORTS,
  M,
  nearInput,
  nearToParam,
  UI,
  type EntryKind,
  type ListSort,
  type NearInput,
} from '@ffc/domain';
import type { GraphQLContext } from '../context.js';
import type { RestFilterOf } from '../rest/api.js';
import { countryCodeOf } from '../geocode/gazetteer.js';
import type { Place, PlacePreference } from '../geocode/index.js';
import { builder, type InputFields } from '../builder/builder.js';
import { PlaceRef } from '../places/schema.js';

/**
 * The order of a list. Its values are spelt as REST's `sort` and the domain spell them (`rating`),
 * so one value travels unchanged from the address bar to the API; only `for-me`, which no GraphQL
 * name can spell, is `forMe` here (`GRAPHQL_SORT_NAMES`), and resolvers still read `for-me`.
 */
export const ListSortEnum = builder.enumType('ListSort', {
  description: 'The order of a list. Without one: best match when searching, nearest with `near`, else by name.',
  values: Object.fromEntries(
    LIST_SORTS.map((sort) => [GRAPHQL_SORT_NAMES[sort], { value: sort, description: LIST_SORT_LABELS[sort] }]),
  ),
});

export const NearInputRef = builder
  .inputType('NearInput', {
    description:
      'Where distances are measured from: a position, or a typed place the geocoder finds. ' +
      'Only entries with a known position are listed.',
    fields: (t) => ({
      latitude: t.float(),
      longitude: t.float(),
      place: t.string({
        description:
          'A place to find (a city, an address), used when no position is given. ' +
          "With a position, the origin is the visitor's own location, whatever this says.",
      }),
      radiusKm: t.float({ description: 'Only entries within this many kilometres.' }),
    }),
  })
  .validate(nearInput);

export const reachFilter = (t: InputFields, located: boolean) => ({
  sort: t.field({ type: ListSortEnum }),
  ...(located ? { near: t.field({ type: NearInputRef }) } : {}),
});

/** A list's order and reach as every kind's REST list takes them: `sort`, `near=latitude,longitude`, `radiusKm`. */
export type ReachQuery = Required<Pick<RestFilterOf<EntryKind>, 'sort' | 'near' | 'radiusKm'>>;

/** The REST query of a list's order and reach, and the place distances are measured from. */
export async function reachQuery(
  ctx: GraphQLContext,
  sort: ListSort | null | undefined,
  near: NearInput | null | undefined,
): Promise<{ query: ReachQuery; origin: Place | null }> {
  const origin = near ? await originOf(ctx, near) : null;
  return {
    query: {
      sort: sort ?? null,
      near: origin ? nearToParam(origin) : null,
      radiusKm: origin ? (near?.radiusKm ?? null) : null,
    },
    origin,
  };
}

const placeError = (message: string, code = 'BAD_REQUEST', status = 400, field = 'near.place') =>
  new GraphQLError(message, {
    extensions: { code, status, fieldErrors: code === 'BAD_REQUEST' ? [{ field, message }] : [] },
  });

/** Longest text a place search takes (as the list filter's `near.place`). */
const PLACE_TEXT_MAX = 200;

/**
 * Who is searching, so the places they most likely mean come first: a logged-in person's profile
 * (their country, and where they live), else the country of their browser's language.
 */
async function preferenceOf(ctx: GraphQLContext): Promise<PlacePreference> {
  const language = ctx.acceptLanguage?.split(',')[0]?.trim() || null;
  let country = countryOfLanguages(ctx.acceptLanguage);
  let near: PlacePreference['near'] = null;
  if (ctx.rest.hasSession) {
    // A place search never fails for want of a profile: an ended session searches as anyone.
    const profile = await ctx.rest.profile().catch(() => null);
    country = countryCodeOf(profile?.country?.name) ?? country;
    // To about 10 km: enough to prefer the nearer of two places, and one cache entry for a town.
    if (profile?.latitude != null && profile.longitude != null)
      near = { latitude: Math.round(profile.latitude * 10) / 10, longitude: Math.round(profile.longitude * 10) / 10 };
  }
  return { country, near, language };
}

/**
 * The places a text may mean, the most likely first, for this person: cached per text and
 * preference, and a limited number of lookups a minute per visitor for what the cache cannot answer.
 */
export async function findPlaces(ctx: GraphQLContext, text: string, field = 'near.place'): Promise<Place[]> {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (!clean) return [];
  if (clean.length > PLACE_TEXT_MAX) throw placeError(M.placeNotFound, 'BAD_REQUEST', 400, field);
  const preference = await preferenceOf(ctx);
  const who = [
    preference.country ?? '',
    preference.near ? nearToParam(preference.near) : '',
    preference.language ?? '',
  ].join('|');
  try {
    return await ctx.geocoding.cache.getOrLoad(`places:v1:${who}:${clean.toLowerCase()}`, async () => {
      // Only a lookup the cache cannot answer counts against the visitor's limit.
      if (!(await ctx.geocoding.limit.take(`list:${ctx.clientIp}`)))
        throw placeError(M.tooManyRequests, 'TOO_MANY_REQUESTS', 429);
      return ctx.geocoder.search(clean, preference);
    });
  } catch (error) {
    if (error instanceof GraphQLError) throw error;
    throw placeError(M.placesUnavailable, 'SERVICE_UNAVAILABLE', 503);
  }
}

/** The position given, else the typed place's first match; none when nothing was given. */
async function originOf(ctx: GraphQLContext, near: NearInput): Promise<Place | null> {
  if (near.latitude != null && near.longitude != null) {
    // A position is the visitor's own (the web app sends the browser's). Text beside it is not
    // checked against it, so a link could make the page name any place, or carry anything at all.
    return { displayName: UI.myLocation, latitude: near.latitude, longitude: near.longitude };
  }
  const text = near.place?.replace(/\s+/g, ' ');
  if (!text) return null;
  return placeNamed(ctx, text);
}

/** The first place a typed text may mean; a field error at `field` when there is none. */
export async function placeNamed(ctx: GraphQLContext, text: string, field = 'near.place'): Promise<Place> {
  const [first] = await findPlaces(ctx, text, field);
  if (!first) throw placeError(M.placeNotFound, 'BAD_REQUEST', 400, field);
  return first;
}

builder.queryFields((t) => ({
  places: t.field({
    type: [PlaceRef],
    args: {
      text: t.arg.string({ required: true }),
      asYouType: t.arg.boolean({
        defaultValue: false,
        description:
          'Asked while someone types: answered only by a geocoder that allows it ' +
          "(Nominatim's usage policy forbids autocomplete), else with no places.",
      }),
    },
    description:
      'The places a text may mean, the most likely first for the person asking ' +
      "(their profile's country and home when logged in, else their browser language's country). " +
      'For anyone; a limited number of lookups a minute per visitor, answers cached. ' +
      "A list's `near.place` measures from the first.",
    resolve: (_root, { text, asYouType }, ctx) =>
      asYouType && !ctx.geocoder.suggestsAsYouType ? [] : findPlaces(ctx, text),
  }),
}));

const MapTilesRef = builder.objectRef<{ url: string; attribution: string }>('MapTiles').implement({
  description: 'Where the maps take their tiles from (MAP_TILE_URL) and the attribution to show with them (HTML).',
  fields: (t) => ({ url: t.exposeString('url'), attribution: t.exposeString('attribution') }),
});

builder.queryFields((t) => ({
  mapTiles: t.field({ type: MapTilesRef, resolve: (_root, _args, { mapTiles }) => mapTiles }),
}));
