/**
 * How a list is ordered and how far it reaches: the orders a kind offers, the place
 * distances are measured from, and the radius "within". REST carries them as `sort`, `near`
 * (`latitude,longitude`) and `radiusKm`; GraphQL as `sort` and `near: { latitude, longitude, radiusKm }`.
 */
import { asCheckbox, described, isOn, onOrAbsent } from '../entries/schemaFields.js';
import { KINDS, type EntryKind } from '../kinds/kinds.js';
import { z } from 'zod';
import {
  RADIUS_CHOICES_KM,
  RADIUS_CHOICES_MI,
  RADIUS_KM_DEFAULT,
  RADIUS_KM_MAX,
  RADIUS_MI_DEFAULT,
} from '../text/limits.js';
import { M, REPORT } from '../text/messages.js';
import { formatCount } from '../text/text.js';

export const LIST_SORTS = [
  'relevance',
  'for-me',
  'name',
  'rating',
  'reviews',
  'newest',
  'confirmed',
  'distance',
] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** The orders that read the signed-in person's needs (`needs.ts`): offered to them only. */
export const SIGNED_IN_SORTS: readonly ListSort[] = ['for-me'];

/**
 * Each order's name in GraphQL, where a name cannot hold '-': REST's and the address bar's `for-me`
 * is GraphQL's `forMe`; every other order is spelt the same in all three.
 */
export const GRAPHQL_SORT_NAMES = {
  relevance: 'relevance',
  'for-me': 'forMe',
  name: 'name',
  rating: 'rating',
  reviews: 'reviews',
  newest: 'newest',
  confirmed: 'confirmed',
  distance: 'distance',
} as const satisfies Record<ListSort, string>;
export type GraphqlSort = (typeof GRAPHQL_SORT_NAMES)[ListSort];

/** A sort's GraphQL name; any other value as it is. */
type GraphqlSortOf<S> = S extends ListSort ? (typeof GRAPHQL_SORT_NAMES)[S] : S;
/** A list filter as GraphQL takes it: the same fields, its `sort` by GraphQL's name. */
export type GraphqlFilter<T> = { [K in keyof T]: K extends 'sort' ? GraphqlSortOf<T[K]> : T[K] };

const isListSort = (value: unknown): value is ListSort => (LIST_SORTS as readonly unknown[]).includes(value);

/** A list filter, as the address and REST spell it, for GraphQL (`GRAPHQL_SORT_NAMES`). */
export function graphqlFilter<T extends object>(filter: T): GraphqlFilter<T> {
  const sort: unknown = 'sort' in filter ? filter.sort : undefined;
  const renamed = isListSort(sort) ? { ...filter, sort: GRAPHQL_SORT_NAMES[sort] } : filter;
  // The same object with its sort renamed, which is what GraphqlFilter says; TypeScript cannot follow
  // a spread of a generic object through the mapped type.
  return renamed as GraphqlFilter<T>;
}

/** What a person reads for each order (the list screens' "Sort by"). */
export const LIST_SORT_LABELS: Readonly<Record<ListSort, string>> = {
  relevance: 'Best match',
  'for-me': 'Best for me',
  name: 'Name',
  rating: 'Highest rated',
  reviews: 'Most reviewed',
  newest: 'Newest',
  confirmed: 'Most recently confirmed',
  distance: 'Nearest',
};

/** What a kind's list can be ordered and measured by. */
export interface ListShape {
  /** Reviewed kinds order by rating and by number of reviews. */
  readonly reviewed: boolean;
  /** Located kinds (with a position) measure distance. */
  readonly located: boolean;
}

export const LIST_SHAPES: Readonly<Record<EntryKind, ListShape>> = KINDS;
export type ListedKind = EntryKind;

/**
 * The orders a kind's list offers, in the order the screens show them; without `signedIn: false`,
 * those for a signed-in person too (the REST query takes them all, and answers 401 to anyone else).
 */
export function sortsOf(kind: ListedKind, { signedIn = true } = {}): ListSort[] {
  const { reviewed, located } = LIST_SHAPES[kind];
  return LIST_SORTS.filter(
    (s) =>
      ((s !== 'rating' && s !== 'reviews') || reviewed) &&
      (s !== 'distance' || located) &&
      (signedIn || !SIGNED_IN_SORTS.includes(s)),
  );
}

/** A point on the earth, in degrees. */
export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

const latitude = z.number({ error: M.nearFormat }).finite(M.nearFormat).min(-90, M.nearFormat).max(90, M.nearFormat);
const longitude = z.number({ error: M.nearFormat }).finite(M.nearFormat).min(-180, M.nearFormat).max(180, M.nearFormat);
const radiusKm = z.coerce
  .number({ error: M.radiusRange })
  .finite(M.radiusRange)
  .gt(0, M.radiusRange)
  .max(RADIUS_KM_MAX, M.radiusRange);
const blank = (v: unknown) => (v === '' || v == null ? null : v);

/** `near=latitude,longitude` as REST carries it. */
export const nearParam = z.preprocess(
  blank,
  z
    .string({ error: M.nearFormat })
    .transform((text, ctx) => {
      const parts = text.split(',').map((p) => p.trim());
      const [lat, lng] = parts.map(Number);
      const point = parts.length === 2 && parts.every((p) => p !== '') ? { latitude: lat, longitude: lng } : undefined;
      const checked = z.object({ latitude, longitude }).safeParse(point);
      if (checked.success) return checked.data;
      ctx.addIssue({ code: 'custom', message: M.nearFormat });
      return z.NEVER;
    })
    .nullish(),
);

/** `near=latitude,longitude` from a point, as REST and the web's addresses carry it. */
export const nearToParam = ({ latitude: lat, longitude: lng }: Point): string => `${lat},${lng}`;

const sortOf = (kind: ListedKind) => z.preprocess(blank, z.enum(sortsOf(kind), { error: M.unknownSort }).nullish());

/**
 * A list's order and reach, as REST takes them. Checked together by `checkReach`: a radius or
 * "nearest" needs a place, and products have none.
 */
/**
 * Closed entries (reports.ts) leave lists unless `includeClosed=true`: 'true'/'false' from an
 * address, absent or blank means false.
 */
export const includeClosedParam = z.preprocess(isOn, z.boolean());

export const listReachParams = (kind: ListedKind) => ({
  includeClosed: includeClosedParam,
  sort: sortOf(kind),
  near: nearParam,
  radiusKm: z.preprocess(blank, radiusKm.nullish()),
});

/**
 * `near` as GraphQL takes it: `{ latitude, longitude, radiusKm }`, or a typed `place` instead of the
 * position, which the BFF's geocoder finds. A position given wins over a place.
 */
/** A number as a form or an address carries it: a blank is none, a text is read as a number. */
const numeric = (v: unknown) => (v === '' || v == null ? null : typeof v === 'string' ? Number(v) : v);

export const nearInput = z
  .object({
    latitude: z.preprocess(numeric, latitude.nullish()),
    longitude: z.preprocess(numeric, longitude.nullish()),
    place: z.preprocess(blank, z.string().trim().max(200, M.placeNotFound).nullish()),
    radiusKm: z.preprocess(blank, radiusKm.nullish()),
  })
  .superRefine(({ latitude: lat, longitude: lng, place, radiusKm: radius }, ctx) => {
    if ((lat == null) !== (lng == null)) ctx.addIssue({ code: 'custom', message: M.nearFormat, path: ['latitude'] });
    else if (lat == null && !place && radius != null)
      ctx.addIssue({ code: 'custom', message: M.radiusNeedsNear, path: ['radiusKm'] });
  });
export type NearInput = z.output<typeof nearInput>;

/** A `near` that names no place at all (an empty form's) is no `near`. */
const someNear = z.preprocess(
  (v) => (v && typeof v === 'object' && Object.values(v).every((x) => x == null || x === '') ? null : v),
  nearInput.nullish(),
);
/** The list screens' switch "Include closed places", read from the address as 'true' or absent. */
const includeClosedInput = asCheckbox(
  onOrAbsent('Also list permanently closed entries (left out by default).'),
  REPORT.includeClosed,
);
/**
 * "Search instead for what I typed": the search without typo corrections, read from the address as 'true' or absent.
 */
const searchExactlyInput = onOrAbsent('`searchText` as typed, without typo corrections ("Search instead for …").');

export const listReachInput = (kind: ListedKind) => ({
  sort: sortOf(kind),
  near: someNear,
  includeClosed: includeClosedInput,
  searchExactly: searchExactlyInput,
});

/** The list screens' check across order and reach: nearest first needs a place (a zod `superRefine`). */
export const checkReachInput = (
  { sort, near }: { sort?: ListSort | null; near?: NearInput | null },
  ctx: z.RefinementCtx,
): void => {
  if (sort === 'distance' && !near) ctx.addIssue({ code: 'custom', message: M.distanceNeedsNear, path: ['sort'] });
};

/** A list row of a located kind carries its distance from `near` when one was given. */
export const listedDistance = {
  distanceKm: described(z.number().nullish(), "Kilometres from the filter's `near` place; null without one."),
};

/** The order a list is given when none is asked for: best match when searching, nearest with a place, else by name. */
export function effectiveSort(
  sort: ListSort | null | undefined,
  { searching, near }: { searching: boolean; near: boolean },
): ListSort {
  if (sort === 'relevance' && !searching) return 'name';
  return sort ?? (searching ? 'relevance' : near ? 'distance' : 'name');
}

/** The orders `effectiveSort` falls back to, in its order of preference. */
const DEFAULT_SORTS: readonly ListSort[] = ['relevance', 'distance', 'name'];

/**
 * "Sort by" before a choice: the default orders a kind's list can fall back to, e.g. "Best match,
 * nearest or name" (products have no position, so theirs is "Best match or name").
 */
export function defaultSortText(kind: ListedKind): string {
  const offered = sortsOf(kind);
  const labels = DEFAULT_SORTS.filter((s) => offered.includes(s)).map((s, i) =>
    i === 0 ? LIST_SORT_LABELS[s] : LIST_SORT_LABELS[s].toLowerCase(),
  );
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

interface Reach {
  sort?: ListSort | null;
  near?: Point | null;
  radiusKm?: number | null;
}

/** The checks across a list's order and reach (a zod `superRefine` of the kind's filters). */
export const checkReach =
  (kind: ListedKind) =>
  ({ sort, near, radiusKm }: Reach, ctx: z.RefinementCtx): void => {
    if (!LIST_SHAPES[kind].located && near)
      ctx.addIssue({ code: 'custom', message: M.productsHaveNoPlace, path: ['near'] });
    if (radiusKm != null && !near) ctx.addIssue({ code: 'custom', message: M.radiusNeedsNear, path: ['radiusKm'] });
    if (sort === 'distance' && !near) ctx.addIssue({ code: 'custom', message: M.distanceNeedsNear, path: ['sort'] });
  };

/** The great-circle distance in kilometres (haversine on a sphere of earthdistance's radius), for tests and the map. */
export function distanceKm(a: Point, b: Point): number {
  const R = 6378.168;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The country a browser's languages point to (Accept-Language, or navigator.languages): the region
 * of the most preferred tag that has one ("en-US,en;q=0.9" → "US"), else null.
 */
export function countryOfLanguages(languages: string | readonly string[] | null | undefined): string | null {
  const tags = typeof languages === 'string' ? languages.split(',') : (languages ?? []);
  const ranked = tags
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(
        params
          .map((p) => p.trim())
          .find((p) => p.startsWith('q='))
          ?.slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    const region = tag
      .split(/[-_]/)
      .slice(1)
      .find((part) => /^[a-z]{2}$/i.test(part));
    if (region) return region.toUpperCase();
  }
  return null;
}

/** Kilometres or miles: what a person reads distances in. */
export const DISTANCE_UNITS = ['mi', 'km'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export const DISTANCE_UNIT_LABELS: Readonly<Record<DistanceUnit, string>> = { mi: 'Miles', km: 'Kilometres' };

export const KM_PER_MILE = 1.609344;
const FEET_PER_MILE = 5280;

/** Where road distances are in miles: the United States, the United Kingdom, Liberia and Myanmar. */
const MILE_REGIONS = new Set(['US', 'GB', 'LR', 'MM']);

/**
 * The unit a locale ("en-US", "en-GB", "my") reads distances in: miles where roads are signed in miles, else
 * kilometres.
 */
export function unitForLocale(locale: string | null | undefined): DistanceUnit {
  const [language = '', ...rest] = (locale ?? '').split(/[-_]/);
  const region = rest.find((part) => /^[a-z]{2}$/i.test(part))?.toUpperCase();
  if (region) return MILE_REGIONS.has(region) ? 'mi' : 'km';
  // Burmese without a region is Myanmar's language.
  return language.toLowerCase() === 'my' ? 'mi' : 'km';
}

/** A distance as a row shows it: "350 m", "4.2 km", "37 km"; in miles "500 ft", "4.2 mi", "37 mi". */
export function formatDistance(km: number, unit: DistanceUnit = 'km'): string {
  if (unit === 'mi') {
    const miles = km / KM_PER_MILE;
    if (miles < 0.1) return `${Math.max(10, Math.round((miles * FEET_PER_MILE) / 10) * 10)} ft`;
    if (Math.round(miles * 10) < 100) return `${miles.toFixed(1)} mi`;
    return `${formatCount(miles)} mi`;
  }
  if (km < 1) return `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m`;
  if (Math.round(km * 10) < 100) return `${km.toFixed(1)} km`;
  return `${formatCount(km)} km`;
}

/** Miles as the kilometres REST takes, to the metre. */
export const milesToKm = (miles: number): number => Math.round(miles * KM_PER_MILE * 1000) / 1000;

/** A radius as "Within" reads it, in `unit` ("25 mi"; a radius from a link in the other unit, rounded). */
export const radiusLabel = (km: number, unit: DistanceUnit): string =>
  unit === 'mi'
    ? `${Number((km / KM_PER_MILE).toFixed(km / KM_PER_MILE < 10 ? 1 : 0))} mi`
    : `${Number(km.toFixed(km < 10 ? 1 : 0))} km`;

/**
 * The "within" choices in a unit: the kilometres sent, and what the person reads ("25 mi"). A
 * radius already chosen that is not one of them (a link made in the other unit) is offered too,
 * so the field never shows less than the list is filtered by.
 */
export function radiusChoices(unit: DistanceUnit, currentKm?: number | null): { km: number; label: string }[] {
  const choices = (unit === 'mi' ? RADIUS_CHOICES_MI.map(milesToKm) : [...RADIUS_CHOICES_KM]).map((km) => ({
    km,
    label: radiusLabel(km, unit),
  }));
  if (currentKm != null && Number.isFinite(currentKm) && currentKm > 0 && !choices.some((c) => c.km === currentKm))
    choices.push({ km: currentKm, label: radiusLabel(currentKm, unit) });
  return choices.sort((a, b) => a.km - b.km);
}

/** The radius first chosen with a place, in kilometres. */
export const defaultRadiusKm = (unit: DistanceUnit): number =>
  unit === 'mi' ? milesToKm(RADIUS_MI_DEFAULT) : RADIUS_KM_DEFAULT;

/** The choice in `unit` nearest a radius (when the person switches units, the radius follows). */
export function nearestRadiusKm(km: number, unit: DistanceUnit): number {
  return radiusChoices(unit).reduce(
    (best, choice) => (Math.abs(choice.km - km) < Math.abs(best - km) ? choice.km : best),
    Number.POSITIVE_INFINITY,
  );
}
