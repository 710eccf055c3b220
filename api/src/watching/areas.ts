/**
 * Watched areas: a person's areas, and the fan-out that leaves a `new-place` notification for everyone
 * watching an area around a place that is new, or that now meets their needs: one INSERT … SELECT in
 * the change's own transaction, the areas found through their GiST index, never for the place's author.
 */
import { sql } from 'kysely';
import {
  accommodationKeys,
  AREA_WATCHES_MAX,
  areaName,
  isEntryKind,
  isLocatedKind,
  WATCHING,
  type AreaWatch,
  type AreaWatchInput,
} from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { fieldError, notFound } from '../http/errors.js';
import { SPECS_BY_KIND } from '../kinds/all.js';

/** Adds an area to the person's watches (at most AREA_WATCHES_MAX); answers its id. */
export async function addAreaWatch(tx: Queryable, userId: number, input: AreaWatchInput): Promise<number> {
  const { latitude, longitude } = input;
  // The schema lets no area through without a position.
  if (latitude == null || longitude == null) throw fieldError('place', WATCHING.area.placeRequired);
  // One person's areas are counted one request at a time.
  await rows(tx, build.selectFrom('users').select('id').where('id', '=', userId).forUpdate());
  const held = await first(
    tx,
    build
      .selectFrom('area_watches')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId),
  );
  if ((held?.n ?? 0) >= AREA_WATCHES_MAX) throw fieldError('place', WATCHING.area.tooMany);
  const metres = input.radiusKm * 1000;
  const added = await first(
    tx,
    build
      .insertInto('area_watches')
      .values({
        user_id: userId,
        place: areaName(input.place, latitude, longitude),
        latitude,
        longitude,
        radius_km: input.radiusKm,
        kinds: input.kinds,
        meets_needs: input.meetsNeeds,
        area: sql<string>`earth_box(ffc_earth(${latitude}::float8, ${longitude}::float8), ${metres}::float8)`,
      })
      .returning('id'),
  );
  return added!.id;
}

/** The areas a person watches, newest first. */
export async function areaWatchesOf(db: Queryable, userId: number): Promise<AreaWatch[]> {
  const found = await rows(
    db,
    build
      .selectFrom('area_watches')
      .select([
        'id',
        'place',
        'latitude',
        'longitude',
        'radius_km as radiusKm',
        'kinds',
        'meets_needs as meetsNeeds',
        'created_date as since',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc'),
  );
  return found.map((a) => ({ ...a, kinds: a.kinds.filter(isLocatedKind) }));
}

/** Stops watching one of the person's areas (404 when they watch none with that id). */
export async function removeAreaWatch(db: Queryable, userId: number, id: number): Promise<void> {
  const removed = await rows(
    db,
    build.deleteFrom('area_watches').where('id', '=', id).where('user_id', '=', userId).returning('id'),
  );
  if (removed.length === 0) throw notFound(WATCHING.area.noSuchArea);
}

/** A place that may be news in the areas around it: new, or changed (what it listed before, by key). */
export interface PlaceInArea {
  readonly kind: string;
  readonly entryId: number;
  /** Its author or editor: not told of their own change. */
  readonly actorId: number | null;
  /** The accommodations it listed before a change; null for a new place. */
  readonly before: readonly string[] | null;
}

/**
 * Leaves a `new-place` notification for each person watching an area around the place, of its kind:
 * a new place for every such area (those asking for their needs only, when it meets them); a changed
 * place only for those asking for their needs, when it meets them now and did not before. One
 * statement; a person watching several areas around it hears once. Answers how many were left.
 */
export async function notifyAreaWatchers(tx: Queryable, change: PlaceInArea): Promise<number> {
  const { kind, entryId, actorId, before } = change;
  if (!isEntryKind(kind) || !isLocatedKind(kind)) return 0;
  // As `needsAt` reads them: a key the catalogue no longer holds is no need.
  const listed = accommodationKeys(kind);
  const needs = sql`ARRAY(SELECT unnest(${sql.ref(`n.${kind}`)}) INTERSECT SELECT unnest(${listed}::text[]))`;
  const meetsNow = sql`(n.user_id IS NULL OR e.accommodations @> ${needs})`;
  const news =
    before === null
      ? sql`(NOT a.meets_needs OR ${meetsNow})`
      : sql`a.meets_needs AND ${meetsNow} AND NOT (${before}::text[] @> ${needs})`;
  const reason = before === null ? 'new' : 'meets-needs';
  // SQL text: the place is read from its kind's table, chosen from the specs, and each person's
  // needs at that kind from the column named by it.
  const left = await rows(
    tx,
    compiled(sql<{ id: number }>`INSERT INTO notifications (user_id, type, entry_kind, entry_id, title, details)
      SELECT DISTINCT a.user_id, 'new-place', ${kind}, e.id, e.name, ${JSON.stringify({ reason })}::jsonb
      FROM ${sql.table(SPECS_BY_KIND[kind].table)} e
        JOIN area_watches a ON a.area @> e.earth
          AND earth_distance(ffc_earth(a.latitude, a.longitude), e.earth) <= a.radius_km * 1000.0
        LEFT JOIN user_needs n ON n.user_id = a.user_id
      WHERE e.id = ${entryId} AND e.earth IS NOT NULL AND NOT e.closed AND ${kind} = ANY (a.kinds)
        AND a.user_id IS DISTINCT FROM ${actorId}::int AND ${news}
      RETURNING id`),
  );
  return left.length;
}
