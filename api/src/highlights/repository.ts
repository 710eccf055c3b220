/**
 * The statements of GET /highlights: a kind's count of open entries, capped, and its most recently reviewed places,
 * overall or near a point.
 */
import { sql } from 'kysely';
import { COUNT_CAP, RECENT_PLACES_MAX, type HighlightPlaceKind, type Point, type RecentPlace } from '@ffc/domain';
import { SPECS_BY_KIND } from '../kinds/all.js';
import { stateAndCountry, type PlacedRow } from '../http/rows.js';
import type { Queryable } from '../db/database.js';
import { compiled, first, rows } from '../db/query.js';

/** The newest reviews read to find the newest distinct places (several may be of one place). */
const NEWEST_REVIEWS_READ = 50;
/** Near a point: the reviewed places looked at, nearest first, before ordering them by their newest review. */
const NEAREST_PLACES_READ = 500;

/**
 * A kind's count of open entries (closed ones are not promoted), read no further than one past the cap (architecture
 * section 3, Scale).
 */
export async function countOf(db: Queryable, table: string) {
  const counted = await first(
    db,
    compiled(
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n
        FROM (SELECT 1 FROM ${sql.table(table)} WHERE NOT closed LIMIT ${COUNT_CAP + 1}) capped`,
    ),
  );
  const n = counted?.n ?? 0;
  return { count: Math.min(n, COUNT_CAP), countIsEstimate: n > COUNT_CAP };
}

interface PlaceRow extends PlacedRow {
  rating: number | null;
  reviews: number;
  accommodations: string[];
  last: string;
  distance_km: number | null;
}

/**
 * A kind's most recently reviewed places: overall, the places of its newest reviews (read from the
 * reviews' newest-first index); near a point, the nearest reviewed places within the radius (read
 * from the position index), each with its newest review (one probe of the reviews' per-entry index).
 */
export async function recentOf(
  db: Queryable,
  kind: HighlightPlaceKind,
  near: Point | null,
  radiusKm: number,
): Promise<RecentPlace[]> {
  const spec = SPECS_BY_KIND[kind];
  const reviews = spec.reviews;
  if (!reviews) return [];
  const entries = sql.table(spec.table);
  const reviewTable = sql.table(reviews.table);
  const parent = sql.ref(`r.${reviews.parentColumn}`);
  const from = near ? sql`ffc_earth(${near.latitude}::float8, ${near.longitude}::float8)` : null;
  const metres = radiusKm * 1000;
  const latest = from
    ? sql`SELECT n.id AS entry_id, (SELECT max(r.created_date) FROM ${reviewTable} r WHERE ${parent} = n.id) AS last
          FROM (SELECT e.id FROM ${entries} e
                WHERE e.review_count > 0 AND NOT e.closed AND e.earth IS NOT NULL
                  AND earth_box(${from}, ${metres}::float8) @> e.earth
                  AND earth_distance(${from}, e.earth) <= ${metres}::float8
                ORDER BY e.earth <-> ${from} LIMIT ${NEAREST_PLACES_READ}) n`
    : sql`SELECT r.entry_id, max(r.created_date) AS last
          FROM (SELECT ${parent} AS entry_id, r.created_date FROM ${reviewTable} r
                ORDER BY r.created_date DESC, r.id DESC LIMIT ${NEWEST_REVIEWS_READ}) r
          GROUP BY r.entry_id`;
  const found = await rows(
    db,
    compiled(sql<PlaceRow>`
      WITH latest AS (${latest})
      SELECT e.id, e.name, e.city, s.id AS state_id, s.name AS state_name, c.id AS country_id, c.name AS country_name,
             e.rating, e.review_count AS reviews, e.accommodations, latest.last,
             ${from ? sql`earth_distance(${from}, e.earth) / 1000` : sql`NULL::float8`} AS distance_km
      FROM latest JOIN ${entries} e ON e.id = latest.entry_id
      LEFT JOIN states s ON s.id = e.state_id LEFT JOIN countries c ON c.id = e.country_id
      WHERE latest.last IS NOT NULL AND NOT e.closed
      ORDER BY latest.last DESC, e.id DESC LIMIT ${RECENT_PLACES_MAX}`),
  );
  return found.map((row) => ({
    kind,
    id: row.id,
    name: row.name,
    city: row.city,
    ...stateAndCountry(row),
    rating: row.rating,
    reviews: row.reviews,
    accommodations: row.accommodations,
    lastReviewedDate: row.last,
    distanceKm: row.distance_km,
  }));
}
