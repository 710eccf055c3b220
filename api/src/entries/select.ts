/**
 * The select and joins of an entry kind's statements, from its spec: every field of an entry, or a list row's with its
 * references as `{ id, name }`; and a row as the API answers it, its accommodations' states worked out now.
 * Written as SQL text: the columns and joins come from the spec at run time and are compiled once (`frozen`).
 */
import { z } from 'zod';
import { sql, type RawBuilder } from 'kysely';
import { frozen, literal } from '../db/query.js';
import { accommodationStatusOf, accommodationSummary, ENTRY_PHOTOS_SHOWN, isPhotoKind } from '@ffc/domain';
import { isAccommodated, type EntrySpec } from '../kinds/spec.js';
import { photosJson, withPhotos, type PhotoLinks } from '../media/links.js';

/** An entry of a kind as the API answers it (the kind's domain schema). */
export type Entry<K extends EntrySpec = EntrySpec> = z.output<K['answer']> & {
  id: number;
  createdById?: number | null;
};
/** A row of a kind's list as the API answers it. */
export type ListItem<K extends EntrySpec = EntrySpec> = z.output<K['listItem']> & { id: number };

/**
 * Who made it and who changed it last: the ids, and the public usernames (the public user view
 * shows them too), joined in the same statement so a page of entries costs no query per person.
 */
const AUDIT = sql`e.created_by_id AS "createdById", creator.username AS "createdByUsername",
  e.created_date AS "createdDate", e.modified_by_id AS "modifiedById", modifier.username AS "modifiedByUsername",
  e.modified_date AS "modifiedDate"`;

/** A column of the entry `e`, by its name in the spec. */
export const column = (name: string) => sql.ref(`e.${name}`);

/**
 * The select and joins of a kind: every field (an entry), or only those `listed` (a list row, its
 * references named as `{ id, name }`). The statement is put together from the spec, whose tables
 * and columns `entrySpec()` has checked against the declared tables at compile time; all values
 * are parameters.
 */
export function selectOf(
  spec: EntrySpec,
  listed?: ReadonlySet<string>,
): { select: RawBuilder<unknown>; joins: RawBuilder<unknown> } {
  const shows = (field: string) => !listed || listed.has(field);
  const columns = [sql`e.id`];
  const joins = [];
  for (const [i, f] of spec.fields.entries()) {
    if (!shows(f.field)) continue;
    if (f.type === 'ref') {
      const r = `r${i}`;
      joins.push(sql`LEFT JOIN ${sql.table(f.table)} ${sql.id(r)} ON ${sql.ref(`${r}.id`)} = ${column(f.column)}`);
      const json =
        f.json && !listed
          ? f.json(r)
          : sql`json_build_object('id', ${sql.ref(`${r}.id`)}, 'name', ${sql.ref(`${r}.name`)})`;
      columns.push(sql`CASE WHEN ${sql.ref(`${r}.id`)} IS NULL THEN NULL ELSE ${json} END AS ${sql.id(f.field)}`);
    } else {
      columns.push(sql`${column(f.column)} AS ${sql.id(f.field)}`);
    }
  }
  if (spec.reviews && shows('reviews')) columns.push(sql`e.review_count AS "reviews"`, sql`e.rating`);
  if (spec.reviews && shows('accommodationConfirmations')) {
    // How many reviewers confirmed each accommodation, most confirmed first.
    columns.push(sql`(SELECT coalesce(json_agg(json_build_object('key', c.key, 'count', c.n)
        ORDER BY c.n DESC, c.key), '[]')
      FROM (SELECT k AS key, count(*)::int AS n
            FROM ${sql.table(spec.reviews.table)} r CROSS JOIN LATERAL unnest(r.confirmed_accommodations) k
            WHERE ${sql.ref(`r.${spec.reviews.parentColumn}`)} = e.id GROUP BY k) c) AS "accommodationConfirmations"`);
  }
  if (spec.closable) {
    if (shows('closed')) columns.push(sql`e.closed`);
    if (shows('mergedInto')) {
      columns.push(
        sql`(SELECT json_build_object('id', m.id, 'name', m.name) FROM ${sql.table(spec.table)} m
          WHERE m.id = e.merged_into_id) AS "mergedInto"`,
      );
    }
    if (shows('openReports')) {
      // What everyone may see of an open report of a change: its reason and date, never who filed it
      // or their text. Reports of its photos are the moderators' alone.
      columns.push(sql`(SELECT coalesce(json_agg(json_build_object('reason', r.reason, 'createdDate', r.created_date)
          ORDER BY r.created_date DESC, r.id DESC), '[]')
        FROM reports r WHERE r.entry_kind = ${literal(spec.collection)} AND r.entry_id = e.id AND r.status = 'open'
          AND r.photo_id IS NULL) AS "openReports"`);
    }
  }
  if (isPhotoKind(spec.collection)) {
    const ofEntry = sql`p.entry_kind = ${literal(spec.collection)} AND p.entry_id = e.id`;
    // A list row's cover is its newest photo; the page's rows are read in one statement with them.
    if (shows('photos')) columns.push(sql`${photosJson(ofEntry, listed ? 1 : ENTRY_PHOTOS_SHOWN)} AS photos`);
    if (listed?.has('photoCount'))
      columns.push(sql`(SELECT count(*)::int FROM photos p WHERE ${ofEntry}) AS "photoCount"`);
  }
  // The stored summary of the entry's checks; its states are worked out when answering (`withStates`).
  if (isAccommodated(spec) && shows('accommodationStatus'))
    columns.push(sql`e.accommodation_status AS "accommodationStatus"`);
  if (shows('createdById')) {
    columns.push(AUDIT);
    joins.push(
      sql`LEFT JOIN users creator ON creator.id = e.created_by_id`,
      sql`LEFT JOIN users modifier ON modifier.id = e.modified_by_id`,
    );
  }
  return { select: frozen(sql`SELECT ${sql.join(columns)}`), joins: frozen(sql.join(joins, sql` `)) };
}

// Built once: a schema costs more to build than to run, and every row of every page is read with these.
/** An entry's stored summary of its checks, as `accommodation_status` holds it (none when unreadable). */
export const STORED_SUMMARY = z.array(accommodationSummary).catch([]);
const LISTED_KEYS = z.array(z.string()).catch([]);

/**
 * An entry or list row as answered: the stored summary of its accommodations' checks completed to
 * every key it lists, with each one's state now (domain's rule).
 */
function withStates<Row>(row: Row): Row {
  if (!row || typeof row !== 'object' || !('accommodationStatus' in row) || !('accommodations' in row)) return row;
  const stored = STORED_SUMMARY.parse(row.accommodationStatus);
  const keys = LISTED_KEYS.parse(row.accommodations);
  return { ...row, accommodationStatus: accommodationStatusOf(keys, stored, new Date()) };
}

/** An entry or list row as answered: its accommodations' states now, its photos' addresses. */
export function answeredRow<Row>(links: PhotoLinks, row: Row): Row {
  return withPhotos(links, withStates(row));
}
