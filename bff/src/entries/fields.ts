/**
 * What every entry kind's GraphQL type shares, written once: the page type, the common, address
 * and contact fields (output and input), references flattened to ids, and saving (validation,
 * geocoding of the anonymous address, invalidating the cached countries in use).
 */
import type { GraphQLContext } from '../context.js';
import { positionFor, type Place } from '../geocode/index.js';
import { PlaceRef } from '../places/schema.js';
import { RestError } from '../rest/errors.js';
import { ACCOMMODATION_STATES, type AccommodationStatus, type OpenReport, type Option, type Page } from '@ffc/domain';
import type { ImplementableObjectRef } from '@pothos/core';
import { builder, type FieldMap, type InputFields, type ObjectFields, type Types } from '../builder/builder.js';
import { OptionRef, TYPES_CACHE_KEY, statesOf } from '../reference/schema.js';

/** What a page type's fields read: a REST page and, on a located list, its origin. */
export type PageShape<T> = Page<T> & { origin?: Place | null };

/**
 * A page type: `{ content, totalPages, totalElements, totalElementsIsEstimate, pageNumber }`, for a
 * located kind's list the `origin` its distances are measured from, and for a searched list the
 * `correctedSearchText`. `name` may be a ref made elsewhere (a loadable one) for the page to implement.
 */
export function pageType<T, R = PageShape<T>>(
  name: string | ImplementableObjectRef<Types, R, PageShape<T>>,
  item: PothosSchemaTypes.ObjectRef<Types, T>,
  { located = false, searched = false } = {},
) {
  const ref = typeof name === 'string' ? builder.objectRef<PageShape<T>>(name) : name;
  return ref.implement({
    fields: (t) => ({
      ...(searched
        ? {
            correctedSearchText: t.exposeString('correctedSearchText', {
              nullable: true,
              description:
                'The search the rows answer when its words needed typo corrections ' +
                '("bakery portland" for "bakry portlnd"): show "Showing results for …" ' +
                'and offer the search as typed (`searchExactly`). Null when nothing was corrected.',
            }),
          }
        : {}),
      ...(located
        ? {
            origin: t.expose('origin', {
              type: PlaceRef,
              nullable: true,
              description: 'The place distances are measured from, when the filter had `near`.',
            }),
          }
        : {}),
      content: t.expose('content', { type: [item] }),
      totalPages: t.exposeInt('totalPages'),
      totalElements: t.exposeInt('totalElements'),
      totalElementsIsEstimate: t.exposeBoolean('totalElementsIsEstimate', {
        description: 'True when there are more matches than are counted: show the total as "1,000+".',
      }),
      pageNumber: t.exposeInt('number', { description: '0-based.' }),
    }),
  });
}

/** Null for a 404: the nullable single-entry queries answer null for an unknown id. */
export async function orNull<T>(loading: Promise<T>): Promise<T | null> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return null;
    throw error;
  }
}

export interface EntryShape {
  id: number;
  name: string;
  accommodations?: readonly string[];
  accommodationStatus?: readonly AccommodationStatus[];
  description: string;
  createdById?: number | null;
  createdByUsername?: string | null;
  createdDate?: string | null;
  modifiedById?: number | null;
  modifiedByUsername?: string | null;
  modifiedDate?: string | null;
  closed?: boolean;
  mergedInto?: Option | null;
  openReports?: readonly OpenReport[];
}

export const AccommodationStateEnum = builder.enumType('AccommodationState', {
  description:
    'How an accommodation stands now: disputed when more people dispute it than confirm it, ' +
    'unconfirmed without a confirmation, stale when last confirmed over a year ago.',
  values: ACCOMMODATION_STATES,
});

/** One accommodation of an entry: how many people confirm it and dispute it now, and when it was last confirmed. */
export const AccommodationStatusRef = builder.objectRef<AccommodationStatus>('AccommodationStatus').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    confirmations: t.exposeInt('confirmations', { description: 'People whose latest verdict is that it holds.' }),
    disputes: t.exposeInt('disputes', { description: 'People whose latest verdict is that it does not.' }),
    lastConfirmed: t.exposeString('lastConfirmed', {
      nullable: true,
      description: 'When it was last confirmed (ISO 8601).',
    }),
    state: t.expose('state', { type: AccommodationStateEnum }),
  }),
});

/**
 * The keys of the fragrance-free accommodations an entry offers, in the catalogue's order, and how each one is
 * confirmed.
 */
export const accommodationsField = <
  P extends { accommodations?: readonly string[]; accommodationStatus?: readonly AccommodationStatus[] },
>(
  t: ObjectFields<P>,
): FieldMap => ({
  accommodations: t.stringList({
    description: 'The keys of the accommodations it offers (see `accommodations`).',
    resolve: (e) => [...(e.accommodations ?? [])],
  }),
  accommodationStatus: t.field({
    type: [AccommodationStatusRef],
    description: 'Each accommodation it lists, dated: confirmations and disputes from reviews and "Still true?".',
    resolve: (e) => [...(e.accommodationStatus ?? [])],
  }),
});

export const entryFields = (t: ObjectFields<EntryShape>): FieldMap => ({
  id: t.exposeInt('id'),
  name: t.exposeString('name'),
  ...accommodationsField(t),
  description: t.exposeString('description'),
  createdById: t.exposeInt('createdById', { nullable: true }),
  createdByUsername: t.exposeString('createdByUsername', {
    nullable: true,
    description: "The creator's public username.",
  }),
  createdDate: t.exposeString('createdDate', { nullable: true }),
  modifiedById: t.exposeInt('modifiedById', { nullable: true }),
  modifiedByUsername: t.exposeString('modifiedByUsername', {
    nullable: true,
    description: 'The public username of whoever changed it last.',
  }),
  modifiedDate: t.exposeString('modifiedDate', { nullable: true }),
});

export interface LocatedShape {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: Option | null;
  country?: Option | null;
  postalCode?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** Where it is, as a list row shows it: city, state, country and the position. */
export const placeFields = (t: ObjectFields<LocatedShape>): FieldMap => ({
  city: t.exposeString('city', { nullable: true }),
  state: t.expose('state', { type: OptionRef, nullable: true }),
  country: t.expose('country', { type: OptionRef, nullable: true }),
  latitude: t.exposeFloat('latitude', { nullable: true }),
  longitude: t.exposeFloat('longitude', { nullable: true }),
});

export const locatedFields = (t: ObjectFields<LocatedShape>): FieldMap => ({
  address1: t.exposeString('address1', { nullable: true }),
  address2: t.exposeString('address2', { nullable: true }),
  ...placeFields(t),
  postalCode: t.exposeString('postalCode', { nullable: true }),
});

export interface ContactShape {
  phoneNumber?: string | null;
  email?: string | null;
  website?: string | null;
  policy: boolean;
  policyDescription?: string | null;
}

/** The fragrance-free policy switch, as lists show it too. */
export const policyField = (t: ObjectFields<{ policy: boolean }>): FieldMap => ({
  policy: t.exposeBoolean('policy', { description: 'Has a fragrance-free policy.' }),
});

export const contactFields = (t: ObjectFields<ContactShape>): FieldMap => ({
  phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
  email: t.exposeString('email', { nullable: true }),
  website: t.exposeString('website', { nullable: true }),
  ...policyField(t),
  policyDescription: t.exposeString('policyDescription', { nullable: true }),
});

export const entryInputFields = (t: InputFields) => ({
  name: t.string(),
  description: t.string(),
  accommodations: t.stringList({
    description:
      'The keys of the accommodations it offers (`accommodations` query). ' +
      'Left out of an update, they stay as they are.',
  }),
});

export const addressInputFields = (t: InputFields) => ({
  address1: t.string(),
  address2: t.string(),
  city: t.string(),
  stateId: t.int(),
  countryId: t.int(),
  postalCode: t.string(),
});

export const contactInputFields = (t: InputFields) => ({
  phoneNumber: t.string(),
  email: t.string(),
  website: t.string(),
  policy: t.boolean(),
  policyDescription: t.string(),
});

/** `{ id }` for an id, null for none: how the REST payloads carry references. */
export const refOf = (id: number | null | undefined) => (id == null ? null : { id });

/**
 * A GraphQL input as its REST payload: each `xId` named in `refs` becomes `x: { id }` (or null),
 * e.g. `withRefs(input, { businessTypeId: 'businessType', stateId: 'state', countryId: 'country' })`.
 */
export function withRefs(input: Record<string, unknown>, refs: Record<string, string>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    // GraphQL typed every `…Id` input as an Int.
    if (field in refs) payload[refs[field]!] = refOf(typeof value === 'number' ? value : null);
    else payload[field] = value;
  }
  for (const [field, ref] of Object.entries(refs)) if (!(field in input)) payload[ref] = null;
  return payload;
}

/** The list filter "has all of these accommodations" (keys), which every kind's list has. */
export const accommodationsFilter = (t: InputFields) => ({
  accommodations: t.stringList({ description: 'Only entries offering every one of these accommodations (keys).' }),
  confirmedWithinMonths: t.int({
    description:
      'Only entries whose accommodations were confirmed in the last this many months (1 to 120): ' +
      'each of `accommodations` when given, else any it lists.',
  }),
});

/** A located kind's own list filters: its type, where it is, and a search. */
export const placeFilterFields = (t: InputFields) => ({
  type: t.int(),
  country: t.int(),
  state: t.int(),
  searchText: t.string({ description: 'Matches name, description and city.' }),
});

/** The address references every located kind flattens. */
export const PLACE_REFS = { stateId: 'state', countryId: 'country' } as const;

/** The address of a payload as the geocoder may see it: no name, email or phone. */
export interface GeocodedAddress {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  postalCode?: string | null;
  state?: { id: number } | null;
  country?: { id: number } | null;
}

/** A valid REST payload of an entry kind; a located kind's carries its address. */
export type EntryPayload = Record<string, unknown> & GeocodedAddress;

export async function geocodedPosition(ctx: GraphQLContext, payload: GeocodedAddress) {
  try {
    if (!payload.country) return { latitude: null, longitude: null };
    const [types, states] = await Promise.all([
      ctx.cache.getOrLoad(TYPES_CACHE_KEY, () => ctx.rest.types()),
      payload.state ? statesOf(ctx, payload.country.id) : Promise.resolve([]),
    ]);
    return await positionFor(ctx.geocoder, {
      address1: payload.address1,
      address2: payload.address2,
      city: payload.city,
      postalCode: payload.postalCode,
      state: states.find((s) => s.id === payload.state?.id)?.name,
      country: types.countryList.find((c) => c.id === payload.country?.id)?.name,
    });
  } catch {
    // The position is a convenience: a failure here never blocks the save.
    return { latitude: null, longitude: null };
  }
}

/**
 * Adds the geocoded position to a valid payload when the kind has an address, and after `save`
 * drops the cached reference data (its countries in use may have changed).
 */
export async function saveEntry<P extends EntryPayload, R>(
  ctx: GraphQLContext,
  valid: P,
  save: (valid: P & { latitude?: number | null; longitude?: number | null }) => Promise<R>,
  { located = true }: { located?: boolean } = {},
): Promise<R> {
  const position = located ? await geocodedPosition(ctx, valid) : {};
  const saved = await save({ ...valid, ...position });
  await ctx.cache.invalidate(TYPES_CACHE_KEY).catch(() => undefined);
  return saved;
}

/** For deletes: the entry's countries in use may have changed too. */
export async function afterDelete(ctx: GraphQLContext): Promise<true> {
  await ctx.cache.invalidate(TYPES_CACHE_KEY).catch(() => undefined);
  return true;
}
