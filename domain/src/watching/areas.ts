/**
 * Watching an area: a place (found as the lists find one) and a radius, the kinds of place, and
 * whether only the places that meet the person's needs count. A new place there, or one there that
 * now meets their needs, leaves them a `new-place` notification. `POST /user/area-watches`.
 */
import { z } from 'zod';
import { id } from '../entries/entries.js';
import { rowId } from '../entries/validation.js';
import { LOCATED_KINDS } from '../kinds/kinds.js';
import { M } from '../text/messages.js';
import { AREA_RADIUS_KM, WATCHING } from './watchingText.js';

export { AREA_RADIUS_KM, AREA_WATCHES_MAX } from './watchingText.js';

const coordinate = (limit: number) =>
  z.number({ error: M.nearFormat }).finite(M.nearFormat).min(-limit, M.nearFormat).max(limit, M.nearFormat);

const radiusKm = z
  .number({ error: WATCHING.area.badRadius })
  .int(WATCHING.area.badRadius)
  .min(AREA_RADIUS_KM.min, WATCHING.area.badRadius)
  .max(AREA_RADIUS_KM.max, WATCHING.area.badRadius);
const kinds = z
  .array(z.enum(LOCATED_KINDS, { error: WATCHING.area.kindsRequired }))
  .min(1, WATCHING.area.kindsRequired)
  .transform((chosen) => [...new Set(chosen)]);
const meetsNeeds = z.boolean().default(false);

/** The settings page's form: a typed place (the BFF finds it), the radius, the kinds, and needs only. */
export const areaWatchForm = z.object({
  place: z
    .string({ error: WATCHING.area.placeRequired })
    .trim()
    .min(1, WATCHING.area.placeRequired)
    .max(200, M.placeNotFound),
  radiusKm,
  kinds,
  meetsNeeds,
});

/**
 * `POST /user/area-watches`: a position, and the place's name it was found for (the BFF finds a typed
 * place with its geocoder; the API, which has none, needs the position).
 */
export const areaWatchInput = z
  .object({
    place: z.string().trim().max(200, M.placeNotFound).nullish(),
    latitude: coordinate(90).nullish(),
    longitude: coordinate(180).nullish(),
    radiusKm,
    kinds,
    meetsNeeds,
  })
  .superRefine(({ latitude, longitude, place }, ctx) => {
    if (latitude == null && longitude == null)
      ctx.addIssue({ code: 'custom', message: place ? M.placeNotFound : WATCHING.area.placeRequired, path: ['place'] });
    else if (latitude == null || longitude == null)
      ctx.addIssue({ code: 'custom', message: M.nearFormat, path: ['latitude'] });
  });
export type AreaWatchInput = z.output<typeof areaWatchInput>;

/** A watched area as its owner sees it. */
export const areaWatch = z.object({
  id,
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radiusKm: z.number().int(),
  kinds: z.array(z.enum(LOCATED_KINDS)),
  meetsNeeds: z.boolean(),
  /** Since when (ISO). */
  since: z.string(),
});
export type AreaWatch = z.infer<typeof areaWatch>;

export const areaWatchPath = z.object({ id: rowId() });

/** The name an area is kept under when its position came without one. */
export const areaName = (place: string | null | undefined, latitude: number, longitude: number): string =>
  place?.trim() || `${latitude.toFixed(3)}, ${longitude.toFixed(3)}`;
