/**
 * The statements of photos: adding one, reading one, the limits an upload is checked against, and
 * deleting photos (one, or those of a review or an account) with their open reports resolved. The
 * files are the store's: callers delete them once the rows are gone (`deletePhotoFiles`).
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { PHOTO_DELETED, PHOTO_SIZE_NAMES, photoKey, type PhotoKind, type PhotoShows } from '@ffc/domain';
import type { Queryable } from '../db/database.js';
import { build, compiled, first, rows } from '../db/query.js';
import { PHOTO_JSON, storedPhoto, type StoredPhoto } from './links.js';
import type { PhotoStore } from './store.js';

/** A photo as deciding about it needs: whose it is and where it is shown. */
export interface PhotoRecord {
  readonly photo: StoredPhoto;
  readonly entryKind: PhotoKind;
  readonly entryId: number;
  readonly createdById: number | null;
}

export interface NewPhoto {
  readonly key: string;
  readonly entryKind: PhotoKind;
  readonly entryId: number;
  readonly reviewId: number | null;
  readonly createdById: number;
  readonly caption: string;
  readonly shows: PhotoShows;
  readonly width: number;
  readonly height: number;
  readonly placeholder: string;
}

/** Which photos to delete: one, a review's, or everyone's a person uploaded. */
export type PhotoSelection =
  | { readonly id: number }
  | { readonly review: { readonly kind: PhotoKind; readonly id: number } }
  | { readonly createdBy: number };

/** A deleted photo: its files to delete, and the open reports its deletion resolved. */
export interface RemovedPhoto {
  readonly id: number;
  readonly key: string;
  readonly resolvedReports: readonly number[];
}

export async function insertPhoto(tx: Queryable, photo: NewPhoto): Promise<number> {
  const row = await first(
    tx,
    build
      .insertInto('photos')
      .values({
        key: photo.key,
        entry_kind: photo.entryKind,
        entry_id: photo.entryId,
        review_id: photo.reviewId,
        created_by_id: photo.createdById,
        caption: photo.caption,
        shows: photo.shows,
        width: photo.width,
        height: photo.height,
        placeholder: photo.placeholder,
      })
      .returning('id'),
  );
  return row!.id;
}

/** One photo, or undefined; `lock` holds its row until the transaction ends (one deletion at a time). */
export async function findPhoto(db: Queryable, id: number, lock = false): Promise<PhotoRecord | undefined> {
  const found = await first(
    db,
    compiled(
      sql<{
        photo: unknown;
        entryKind: PhotoKind;
        entryId: number;
        createdById: number | null;
      }>`SELECT ${PHOTO_JSON} AS photo,
        p.entry_kind AS "entryKind", p.entry_id AS "entryId", p.created_by_id AS "createdById"
        FROM photos p LEFT JOIN users pu ON pu.id = p.created_by_id
        WHERE p.id = ${id} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
    ),
  );
  return found && { ...found, photo: storedPhoto.parse(found.photo) };
}

/** How many photos the person added in the last 24 hours. */
export async function uploadedToday(db: Queryable, userId: number): Promise<number> {
  const counted = await first(
    db,
    compiled(
      sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM photos
        WHERE created_by_id = ${userId} AND created_date > now() - interval '1 day'`,
    ),
  );
  return counted?.n ?? 0;
}

/** How many photos a review of `kind` carries. */
export async function photosOfReview(db: Queryable, kind: PhotoKind, reviewId: number): Promise<number> {
  const counted = await first(
    db,
    compiled(
      sql<{ n: number }>`SELECT count(*)::int AS n FROM photos WHERE entry_kind = ${kind} AND review_id = ${reviewId}`,
    ),
  );
  return counted?.n ?? 0;
}

/**
 * Serializes one person's uploads (their user row locked for the transaction), so the daily limit
 * and a review's limit hold under concurrent uploads on PostgreSQL and PGlite alike.
 */
export async function lockUploader(tx: Queryable, userId: number): Promise<void> {
  await rows(tx, compiled(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`));
}

/**
 * Deletes the selected photos' rows after resolving their open reports (`photo-deleted`, by
 * `actorId` when given): the rows only; their files are the caller's to delete after the commit.
 */
export async function removePhotos(
  tx: Queryable,
  selection: PhotoSelection,
  actorId: number | null,
): Promise<RemovedPhoto[]> {
  const where =
    'id' in selection
      ? sql`id = ${selection.id}`
      : 'review' in selection
        ? sql`entry_kind = ${selection.review.kind} AND review_id = ${selection.review.id}`
        : sql`created_by_id = ${selection.createdBy}`;
  const resolved = await rows(
    tx,
    compiled(sql<{
      id: number;
      photoId: number;
    }>`UPDATE reports
      SET status = 'resolved', resolution = ${PHOTO_DELETED}, resolved_by_id = ${actorId}, resolved_date = now()
      WHERE status = 'open' AND photo_id IN (SELECT id FROM photos WHERE ${where})
      RETURNING id, photo_id AS "photoId"`),
  );
  const removed = await rows(
    tx,
    compiled(sql<{ id: number; key: string }>`DELETE FROM photos WHERE ${where} RETURNING id, key`),
  );
  return removed.map((p) => ({ ...p, resolvedReports: resolved.filter((r) => r.photoId === p.id).map((r) => r.id) }));
}

/** The store keys of a photo's three files. */
export const filesOf = (uuid: string): string[] => PHOTO_SIZE_NAMES.map((size) => photoKey(uuid, size));

/**
 * Deletes photos' files once their rows are gone. A failure is logged, not answered: the rows are
 * already deleted, and the hourly sweep deletes files that no row names.
 */
export async function deletePhotoFiles(
  store: PhotoStore,
  uuids: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (uuids.length === 0) return;
  try {
    await store.delete(uuids.flatMap(filesOf));
  } catch (error) {
    log.warn({ err: error, photos: uuids.length }, 'deleting photo files failed; the sweep will remove them');
  }
}
