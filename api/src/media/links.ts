/**
 * Photos as the statements read them (a JSON object per photo, its store key's uuid included) and as
 * the API answers them: with the addresses of their three files, from the store's public address
 * (S3_PUBLIC_URL) or the site's own `/photos/{key}`, which the BFF serves through the API.
 */
import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { PHOTO_SHOWS, PHOTO_SIZE_NAMES, photoKey, sitePhotoUrl, type Photo, type PhotoUrls } from '@ffc/domain';
import type { PhotoStore } from './store.js';
import { literal } from '../db/query.js';

/** A photo as a statement reads it (`photoJson`): the uuid of its files rather than their addresses. */
export const storedPhoto = z.object({
  id: z.number().int(),
  key: z.string(),
  caption: z.string(),
  shows: z.enum(PHOTO_SHOWS),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  reviewId: z.number().int().nullable(),
});
export type StoredPhoto = z.infer<typeof storedPhoto>;

/** The addresses of a photo's files, by the uuid they are stored under. */
export interface PhotoLinks {
  urlsOf(uuid: string): PhotoUrls;
}

/** The links of a store: its public address when it has one, else the site's own. */
export function photoLinks(store: Pick<PhotoStore, 'publicUrl'>): PhotoLinks {
  const urlOf = (key: string) => store.publicUrl(key) ?? sitePhotoUrl(key);
  return {
    urlsOf: (uuid) => {
      const [thumb, screen, large] = PHOTO_SIZE_NAMES.map((size) => urlOf(photoKey(uuid, size)));
      return { thumb: thumb!, screen: screen!, large: large! };
    },
  };
}

/**
 * The site's own links: for statements whose photos are never answered (the demo seed's history) and stores without a
 * public address.
 */
export const SITE_PHOTO_LINKS: PhotoLinks = photoLinks({ publicUrl: () => undefined });

export function answerPhoto(links: PhotoLinks, { key, createdDate, ...stored }: StoredPhoto): Photo {
  return { ...stored, createdDate: new Date(createdDate).toISOString(), urls: links.urlsOf(key) };
}

const storedPhotos = z.array(storedPhoto);

/** A row's `photos` (JSON as its statement built it) answered with their links. */
export function withPhotos<Row>(links: PhotoLinks, row: Row): Row {
  if (!row || typeof row !== 'object' || !('photos' in row)) return row;
  return { ...row, photos: storedPhotos.parse(row.photos).map((p) => answerPhoto(links, p)) };
}

/** One photo of `p` (joined with its uploader `pu`) as a JSON object: what `storedPhoto` parses. */
export const PHOTO_JSON = sql`json_build_object('id', p.id, 'key', p.key, 'caption', p.caption, 'shows', p.shows,
  'width', p.width, 'height', p.height, 'placeholder', p.placeholder, 'createdBy', pu.username,
  'createdDate', p.created_date, 'reviewId', p.review_id)`;

/**
 * The photos matching `where` (over `p`), newest first, at most `limit`, as a JSON array: one
 * subquery of the statement that reads their entry or review, on the photos' indexes.
 */
export function photosJson(where: RawBuilder<unknown>, limit: number): RawBuilder<unknown> {
  return sql`(SELECT coalesce(json_agg(x.photo ORDER BY x.created_date DESC, x.id DESC), '[]') FROM (
    SELECT p.id, p.created_date, ${PHOTO_JSON} AS photo FROM photos p LEFT JOIN users pu ON pu.id = p.created_by_id
    WHERE ${where} ORDER BY p.created_date DESC, p.id DESC LIMIT ${literal(limit)}) x)`;
}
