/**
 * Photos through the REST API, on each database with the folder store, and with an S3-compatible
 * store (a real s3rver): uploads processed and served back, the limits, who may delete, reports
 * in the moderators' queue, exports and account deletion, and that no file outlives its row.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO, PHOTO_DELETED, PHOTO_SIZES, PHOTOS_PER_DAY_MAX, REVIEW_PHOTOS_MAX, SITE_NAME } from '@ffc/domain';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  isoIds,
  waitForMail,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { roleClients, type Role } from '../../test/testing-roles.js';
import { startS3, type TestS3 } from '../../test/s3.js';
import type { PhotoStore } from '../media/store.js';
import { sweepPhotoStore } from './sweep.js';

interface PhotoAnswer {
  id: number;
  caption: string;
  shows: string;
  width: number;
  height: number;
  placeholder: string;
  urls: { thumb: string; screen: string; large: string };
  createdBy: string | null;
  createdDate: string;
  reviewId: number | null;
}

/** A small JPEG that carries a camera's name and a GPS position, as a phone's photo would. */
function cameraJpeg(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .toBuffer();
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa3311' } })
    .png()
    .toBuffer();

interface FilePart {
  readonly bytes: Buffer;
  readonly name: string;
  readonly type: string;
  readonly field?: string;
}

/** A multipart/form-data body as a browser sends it. */
async function form(
  fields: Record<string, string>,
  ...files: FilePart[]
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files)
    data.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(data);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** The store key a photo's site-relative address names (`/photos/{key}`). */
const keyOf = (url: string) => url.replace(/^.*?\/(photos\/[0-9a-f-]+\/\w+\.webp)$/, '$1');

/**
 * The API with its photo store wrapped, so a test can make a write fail or race it: `onPut` runs
 * before each write, with the write's number since the API started.
 */
async function photoApi(engine: 'pglite' | 'postgres', overrides: Parameters<typeof buildTestApi>[1] = {}) {
  const hooks: { onPut?: (key: string, n: number) => Promise<void> } = {};
  let puts = 0;
  const api = await buildTestApi(engine, overrides, {
    wrapPhotoStore: (store: PhotoStore): PhotoStore => ({
      async put(key, body, contentType) {
        await hooks.onPut?.(key, ++puts);
        return store.put(key, body, contentType);
      },
      get: (key) => store.get(key),
      delete: (keys) => store.delete(keys),
      list: (prefix) => store.list(prefix),
      publicUrl: (key) => store.publicUrl(key),
    }),
  });
  return { api, hooks, puts: () => puts };
}

/** Whether the store holds a file (its stream closed unread). */
async function holds(store: PhotoStore, key: string): Promise<boolean> {
  const found = await store.get(key);
  found?.body.destroy();
  return found !== undefined;
}

/** Every key in the store under photos/. */
async function storedKeys(store: PhotoStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list('photos/')) keys.push(key);
  return keys.sort();
}

describe.each(DATABASE_ENGINES)('photos on %s with the folder store', (engine) => {
  let api: TestApi;
  let hooks: { onPut?: (key: string, n: number) => Promise<void> };
  let puts: () => number;
  let clients: Record<Role, TestClient>;
  let ids: { usa: number; oregon: number };
  beforeAll(async () => {
    ({ api, hooks, puts } = await photoApi(engine));
    clients = await roleClients(api);
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
  });
  afterAll(() => api.close());

  let made = 0;
  const business = (name = `Photo Cafe ${++made}`) =>
    addPortlandBusiness(clients.member, ids, { name, website: 'https://photo.example.org' });

  async function upload(by: TestClient, path: string, fields: Record<string, string>, ...files: FilePart[]) {
    const { body, headers } = await form(fields, ...files);
    return by.post(path, body, { headers });
  }

  async function addPhoto(by: TestClient, path: string, fields: Record<string, string> = {}): Promise<PhotoAnswer> {
    const response = await upload(
      by,
      path,
      { caption: 'The soap by the sink', shows: 'label', ...fields },
      { bytes: await png(), name: 'soap.png', type: 'image/png' },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PhotoAnswer>();
  }

  const file = (key: string) => api.app.inject({ url: `/api/photo-files/${key}` });
  const photoRows = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos'))[0]!.n;

  it('stores an upload as upright WebP files without metadata, answers it with its links, and serves each file', async () => {
    const id = await business('Label Cafe');
    const jpeg = await cameraJpeg(400, 300);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(
      clients.member,
      `/businesses/${id}/photos`,
      { caption: 'Unscented soap label', shows: 'label' },
      { bytes: jpeg, name: 'IMG_0001.JPG', type: 'image/jpeg' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<PhotoAnswer>();
    expect(photo).toMatchObject({
      caption: 'Unscented soap label',
      shows: 'label',
      width: 400,
      height: 300,
      createdBy: 'member',
      reviewId: null,
    });
    expect(photo.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Date(photo.createdDate).toISOString()).toBe(photo.createdDate);
    for (const size of ['thumb', 'screen', 'large'] as const) {
      expect(photo.urls[size]).toMatch(new RegExp(`^/photos/photos/[0-9a-f-]{36}/${size}\\.webp$`));
      const served = await file(keyOf(photo.urls[size]));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      // The thumbnail fits its size; the others are never enlarged past the original.
      expect([metadata.width, metadata.height]).toEqual(size === 'thumb' ? [PHOTO_SIZES.thumb, 120] : [400, 300]);
    }

    const entry = (await clients.anonymous.get(`/businesses/${id}`)).json();
    expect(entry.photos).toEqual([photo]);
    expect(entry.openReports).toEqual([]);
  });

  it('shows the newest photo as a list row’s cover, with the count, and every photo newest first on the entry', async () => {
    const id = await business('Cover Cafe');
    const first = await addPhoto(clients.member, `/businesses/${id}/photos`, { caption: 'First' });
    const second = await addPhoto(clients.other, `/businesses/${id}/photos`, { caption: 'Second', shows: 'space' });
    const row = (await clients.anonymous.get('/businesses?searchText=Cover%20Cafe'))
      .json()
      .content.find((r: { id: number }) => r.id === id);
    expect(row.photoCount).toBe(2);
    expect(row.photos).toEqual([second]);
    expect((await clients.anonymous.get(`/businesses/${id}`)).json().photos.map((p: PhotoAnswer) => p.id)).toEqual([
      second.id,
      first.id,
    ]);
    const bare = (await clients.anonymous.get('/businesses?searchText=Label%20Cafe')).json().content[0];
    expect(bare.photoCount).toBe(1);
    // Every kind carries photos, social groups too.
    const social = (await clients.anonymous.get('/socials')).json().content[0];
    expect(social).toMatchObject({ photos: [], photoCount: 0 });
    expect((await clients.anonymous.get(`/socials/${social.id}`)).json().photos).toEqual([]);
  });

  it('judges a file by its content, not its name, and names the field of every refusal', async () => {
    const id = await business();
    const path = `/businesses/${id}/photos`;
    // A PNG sent as a JPEG is a PNG: accepted.
    const disguised = await upload(
      clients.member,
      path,
      { caption: 'Policy sign', shows: 'policy' },
      { bytes: await png(), name: 'sign.jpg', type: 'image/jpeg' },
    );
    expect(disguised.statusCode, disguised.body).toBe(201);
    // Text named like a photo is not one.
    const text = await upload(
      clients.member,
      path,
      { caption: 'Policy sign', shows: 'policy' },
      { bytes: Buffer.from('not a picture at all'), name: 'photo.jpg', type: 'image/jpeg' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual([{ field: 'file', message: PHOTO.notAnImage }]);
    const missing = await upload(clients.member, path, { caption: ' ', shows: 'selfie' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'caption', message: PHOTO.captionRequired },
      { field: 'shows', message: PHOTO.showsRequired },
      { field: 'file', message: PHOTO.fileRequired },
    ]);
    const long = await upload(
      clients.member,
      path,
      { caption: 'x'.repeat(5000), shows: 'other' },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(long.json().errors).toEqual([{ field: 'caption', message: PHOTO.captionMax }]);
    const two = await upload(
      clients.member,
      path,
      { caption: 'Two', shows: 'other' },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
      { bytes: await png(), name: 'b.png', type: 'image/png' },
    );
    expect(two.json().errors).toEqual([{ field: 'file', message: PHOTO.oneFile }]);
    const json = await clients.member.post(path, { caption: 'JSON', shows: 'other' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(PHOTO.multipartRequired);
    expect(
      (
        await upload(
          clients.anonymous,
          path,
          { caption: 'Anonymous', shows: 'other' },
          { bytes: await png(), name: 'a.png', type: 'image/png' },
        )
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await upload(
          clients.member,
          '/businesses/999999/photos',
          { caption: 'Nowhere', shows: 'other' },
          { bytes: await png(), name: 'a.png', type: 'image/png' },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('adds up to the limit of photos to the uploader’s own review, never to someone else’s, and deletes them with it', async () => {
    const id = await business();
    const review = await clients.member.post(`/businesses/${id}/reviews`, {
      name: 'Clear air',
      rating: 5,
      comment: 'No scents at all.',
    });
    expect(review.statusCode, review.body).toBe(201);
    const reviewId = String(review.json().id);
    const added: PhotoAnswer[] = [];
    for (let i = 0; i < REVIEW_PHOTOS_MAX; i++)
      added.push(
        await addPhoto(clients.member, `/businesses/${id}/photos`, { caption: `Review photo ${i}`, reviewId }),
      );
    expect(added.every((p) => p.reviewId === Number(reviewId))).toBe(true);
    const full = await upload(
      clients.member,
      `/businesses/${id}/photos`,
      { caption: 'One too many', shows: 'space', reviewId },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(full.statusCode).toBe(400);
    expect(full.json().errors).toEqual([{ field: 'reviewId', message: PHOTO.reviewFull }]);
    const theirs = await upload(
      clients.other,
      `/businesses/${id}/photos`,
      { caption: 'Not mine', shows: 'space', reviewId },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(theirs.json().errors).toEqual([{ field: 'reviewId', message: PHOTO.reviewNotYours }]);
    const social = (await clients.anonymous.get('/socials')).json().content[0].id;
    const noReviews = await upload(
      clients.member,
      `/socials/${social}/photos`,
      { caption: 'Group', shows: 'space', reviewId },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(noReviews.json().errors).toEqual([{ field: 'reviewId', message: PHOTO.reviewNotYours }]);

    const listed = (await clients.anonymous.get(`/businesses/${id}/reviews`)).json().content[0];
    expect(listed.photos.map((p: PhotoAnswer) => p.id)).toEqual(added.map((p) => p.id).reverse());
    expect((await clients.anonymous.get(`/businesses/${id}`)).json().photos).toHaveLength(REVIEW_PHOTOS_MAX);

    expect((await clients.member.delete(`/businesses/${id}/reviews/${reviewId}`)).statusCode).toBe(204);
    expect((await clients.anonymous.get(`/businesses/${id}`)).json().photos).toEqual([]);
    for (const photo of added) expect((await file(keyOf(photo.urls.large))).statusCode).toBe(404);
  });

  it('lets the uploader, moderators and administrators delete a photo, logging a moderator’s deletion', async () => {
    const id = await business();
    const path = `/businesses/${id}/photos`;
    const own = await addPhoto(clients.other, path, { caption: 'Mine to delete' });
    expect((await clients.anonymous.delete(`/photos/${own.id}`)).statusCode).toBe(401);
    expect((await clients.member.delete(`/photos/${own.id}`)).statusCode).toBe(403);
    expect((await clients.other.delete(`/photos/${own.id}`)).statusCode).toBe(204);
    expect((await file(keyOf(own.urls.screen))).statusCode).toBe(404);
    expect((await clients.other.delete(`/photos/${own.id}`)).json()).toMatchObject({
      status: 404,
      message: PHOTO.notFound,
    });

    for (const staff of ['moderator', 'administrator'] as const) {
      const theirs = await addPhoto(clients.other, path, { caption: `Shows a face ${staff}` });
      expect((await clients[staff].delete(`/photos/${theirs.id}`)).statusCode).toBe(204);
      const log = (await clients.moderator.get('/moderation-log?size=5')).json().content;
      expect(log[0]).toMatchObject({
        actorUsername: staff,
        action: 'deleted',
        targetKind: 'photo',
        targetId: theirs.id,
        targetName: `Shows a face ${staff}`,
      });
      for (const size of ['thumb', 'screen', 'large'] as const)
        expect(await holds(api.ctx.photoStore, keyOf(theirs.urls[size]))).toBe(false);
    }
    // The uploader's own deletion is no moderator's act.
    const log = (await clients.moderator.get('/moderation-log?size=50')).json().content;
    expect(
      log.some((l: { targetKind: string; targetId: number }) => l.targetKind === 'photo' && l.targetId === own.id),
    ).toBe(false);
  });

  it('puts a reported photo in the moderators’ queue; deleting it resolves the report and tells the reporter, dismissing keeps it', async () => {
    const id = await business('Reported Photo Cafe');
    const photo = await addPhoto(clients.member, `/businesses/${id}/photos`, { caption: 'A receipt with a name' });
    expect((await clients.anonymous.post(`/photos/${photo.id}/reports`, { reason: 'personal' })).statusCode).toBe(401);
    expect((await clients.other.post(`/photos/${photo.id}/reports`, { reason: 'blurry' })).json().errors).toEqual([
      { field: 'reason', message: PHOTO.reportReasonRequired },
    ]);
    expect((await clients.other.post('/photos/999999/reports', { reason: 'personal' })).statusCode).toBe(404);
    const filed = await clients.other.post(`/photos/${photo.id}/reports`, { reason: 'personal' });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({
      entryKind: 'businesses',
      entryId: id,
      entryName: 'Reported Photo Cafe',
      reason: 'personal',
      status: 'open',
      photo,
    });
    // Reporting again while it is open is the same report.
    const again = await clients.other.post(`/photos/${photo.id}/reports`, { reason: 'offensive' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(filed.json().id);

    // A photo's report is the moderators' alone: the entry's public notices do not show it, and it
    // does not stand in the way of the same person reporting a change to the entry.
    expect((await clients.anonymous.get(`/businesses/${id}`)).json().openReports).toEqual([]);
    const change = await clients.other.post(`/businesses/${id}/reports`, { reason: 'scented' });
    expect(change.statusCode, change.body).toBe(201);
    const queue = (await clients.moderator.get('/reports?status=open&size=100')).json().content;
    expect(queue.find((r: { id: number }) => r.id === filed.json().id)).toMatchObject({
      reason: 'personal',
      photo: { id: photo.id, urls: photo.urls },
    });
    expect(queue.find((r: { id: number }) => r.id === change.json().id)).toMatchObject({
      reason: 'scented',
      photo: null,
    });

    expect(
      (await clients.moderator.put(`/reports/${filed.json().id}`, { resolution: 'closed' })).json().errors,
    ).toEqual([{ field: 'resolution', message: PHOTO.reportResolution }]);
    expect((await clients.moderator.delete(`/photos/${photo.id}`)).statusCode).toBe(204);
    const resolved = (await clients.moderator.get('/reports?status=resolved&size=100'))
      .json()
      .content.find((r: { id: number }) => r.id === filed.json().id);
    expect(resolved).toMatchObject({ status: 'resolved', resolution: PHOTO_DELETED, photo: null, reason: 'personal' });
    const [mail] = await waitForMail(api.ctx, 'other@example.org', `${SITE_NAME}: your report of a photo`);
    expect(mail?.text).toContain('The photo has been removed.');

    const kept = await addPhoto(clients.member, `/businesses/${id}/photos`, { caption: 'The dispenser' });
    const second = await clients.other.post(`/photos/${kept.id}/reports`, { reason: 'wrong-place' });
    const dismissed = await clients.moderator.put(`/reports/${second.json().id}`, {
      resolution: 'dismissed',
      note: 'It is this cafe.',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'resolved', resolution: 'dismissed', photo: { id: kept.id } });
    expect((await clients.anonymous.get(`/businesses/${id}`)).json().photos.map((p: PhotoAnswer) => p.id)).toEqual([
      kept.id,
    ]);
    const log = (await clients.moderator.get('/moderation-log?size=5')).json().content;
    expect(log[0]).toMatchObject({
      action: 'report-resolved',
      targetKind: 'photo',
      targetId: kept.id,
      targetName: 'The dispenser',
    });
  });

  it('deletes an entry’s photos with it, rows and files', async () => {
    const id = await business();
    const photo = await addPhoto(clients.other, `/businesses/${id}/photos`);
    expect((await clients.member.delete(`/businesses/${id}`)).statusCode).toBe(204);
    expect((await api.db.query('SELECT id FROM photos WHERE id = $1', [photo.id])).length).toBe(0);
    expect(await holds(api.ctx.photoStore, keyOf(photo.urls.thumb))).toBe(false);
  });

  it('keeps a person to the daily limit, exports their photos as links, and deletes them with their account', async () => {
    const person = api.client();
    expect(
      (
        await person.post('/auth/signup', {
          username: 'photographer',
          password: 'photo-password',
          email: 'photographer@example.org',
        })
      ).statusCode,
    ).toBe(201);
    await person.login('photographer', 'photo-password');
    const userId = (await person.get('/user')).json().id;
    const id = await business();
    const kept = await addPhoto(person, `/businesses/${id}/photos`, {
      caption: 'The laundry shelf',
      shows: 'cleaning',
    });
    // A day's worth of earlier uploads (rows alone: only the count matters here).
    await api.db.query(
      `INSERT INTO photos (key, entry_kind, entry_id, created_by_id, caption, shows, width, height, placeholder)
       SELECT gen_random_uuid(), 'businesses', $1, $2, 'earlier', 'other', 1, 1, '#000000' FROM generate_series(2, $3)`,
      [id, userId, PHOTOS_PER_DAY_MAX],
    );
    const refused = await upload(
      person,
      `/businesses/${id}/photos`,
      { caption: 'One more', shows: 'other' },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHOTO.dailyLimit);
    await api.db.query("DELETE FROM photos WHERE created_by_id = $1 AND caption = 'earlier'", [userId]);

    const exported = (await person.get('/user/export')).json();
    expect(exported.photos).toEqual([
      expect.objectContaining({
        id: kept.id,
        entryKind: 'businesses',
        entryId: id,
        caption: 'The laundry shelf',
        urls: {
          thumb: `${api.ctx.config.publicUrl}${kept.urls.thumb}`,
          screen: `${api.ctx.config.publicUrl}${kept.urls.screen}`,
          large: `${api.ctx.config.publicUrl}${kept.urls.large}`,
        },
      }),
    ]);
    const reported = await clients.other.post(`/photos/${kept.id}/reports`, { reason: 'offensive' });

    expect((await person.delete('/user', { body: { password: 'photo-password' } })).statusCode).toBe(204);
    expect(
      (await api.db.query('SELECT id FROM photos WHERE created_by_id = $1 OR id = $2', [userId, kept.id])).length,
    ).toBe(0);
    for (const size of ['thumb', 'screen', 'large'] as const)
      expect(await holds(api.ctx.photoStore, keyOf(kept.urls[size]))).toBe(false);
    const report = (await clients.moderator.get('/reports?status=resolved&size=100'))
      .json()
      .content.find((r: { id: number }) => r.id === reported.json().id);
    expect(report).toMatchObject({ resolution: PHOTO_DELETED, photo: null });
  });

  it('leaves no file behind when a write to the store fails half-way, or the row cannot be written', async () => {
    const id = await business();
    const before = { keys: await storedKeys(api.ctx.photoStore), rows: await photoRows() };
    const start = puts();
    hooks.onPut = async (_key, n) => {
      if (n === start + 2) throw new Error('the store went away');
    };
    const failed = await upload(
      clients.member,
      `/businesses/${id}/photos`,
      { caption: 'Lost', shows: 'other' },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('the store went away');
    expect(await storedKeys(api.ctx.photoStore)).toEqual(before.keys);
    expect(await photoRows()).toBe(before.rows);

    // The entry is deleted while the files are being written: the row is refused, the files go.
    const next = puts();
    hooks.onPut = async (_key, n) => {
      if (n === next + 3) await api.db.query('DELETE FROM businesses WHERE id = $1', [id]);
    };
    const raced = await upload(
      clients.member,
      `/businesses/${id}/photos`,
      { caption: 'Raced', shows: 'other' },
      { bytes: await png(), name: 'a.png', type: 'image/png' },
    );
    hooks.onPut = undefined;
    expect(raced.statusCode).toBe(404);
    expect(await storedKeys(api.ctx.photoStore)).toEqual(before.keys);
    expect(await photoRows()).toBe(before.rows);
  });

  it('sweeps files no photo names once they are an hour old, and keeps every named one', async () => {
    const store = api.ctx.photoStore;
    const id = await business();
    const named = await addPhoto(clients.member, `/businesses/${id}/photos`);
    const orphan = 'photos/0b6b2c0e-5d1b-4e4e-9f1a-2a3b4c5d6e7f/large.webp';
    const stray = 'photos/left-over/screen.webp';
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    await store.put(orphan, webp, 'image/webp');
    await store.put(stray, webp, 'image/webp');
    // Too young: an upload could still be writing its row.
    expect(await sweepPhotoStore(api.db, store)).toBe(0);
    expect(await holds(store, orphan)).toBe(true);
    // As if an hour had passed.
    expect(await sweepPhotoStore(api.db, store, new Date(Date.now() + 60_000))).toBe(2);
    expect(await holds(store, orphan)).toBe(false);
    expect(await holds(store, stray)).toBe(false);
    for (const size of ['thumb', 'screen', 'large'] as const)
      expect(await holds(store, keyOf(named.urls[size]))).toBe(true);
  });

  it('documents every photo route, the upload as multipart with its fields', async () => {
    const { paths } = (await api.app.inject({ url: '/api/openapi.json' })).json();
    const upload = paths['/api/homes/{id}/photos'].post;
    const fields = upload.requestBody.content['multipart/form-data'].schema;
    expect(fields.required).toEqual(['caption', 'shows', 'file']);
    expect(fields.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '413', '415', '429']),
    );
    expect(Object.keys(paths['/api/photos/{id}'])).toEqual(['delete']);
    expect(Object.keys(paths['/api/photos/{id}/reports'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '404', '429']),
    );
    expect(paths['/api/photo-files/photos/{photo}/{file}'].get.responses['200'].content).toHaveProperty(['image/webp']);
  });

  it('serves only keys under photos/, and answers 404 for one it does not hold', async () => {
    for (const key of [
      'photos/../../etc/passwd',
      'photos/%2e%2e/x.webp',
      'photos/x/%2e%2e',
      'photos/a/B.webp',
      'config.json',
      'photos/0b6b2c0e-5d1b-4e4e-9f1a-2a3b4c5d6e7f/large.webp',
      'photos/x/.hidden',
    ]) {
      const answer = await file(key);
      expect(answer.statusCode, key).toBe(404);
      expect(answer.json()).toMatchObject({ status: 404 });
    }
  });
});

describe('photos in an S3-compatible store (s3rver)', () => {
  let s3: TestS3;
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  beforeAll(async () => {
    s3 = await startS3();
    ({ api } = await photoApi('pglite', { s3: { ...s3.config, publicUrl: s3.bucketUrl } }));
    clients = await roleClients(api);
  });
  afterAll(async () => {
    await api?.close();
    await s3?.stop();
  });

  it('stores the files in the bucket, links them at its public address, and deletes them with the photo', async () => {
    const social = (await clients.anonymous.get('/socials')).json().content[0].id;
    const { body, headers } = await form(
      { caption: 'Meeting room', shows: 'space' },
      { bytes: await cameraJpeg(), name: 'room.jpg', type: 'image/jpeg' },
    );
    const response = await clients.member.post(`/socials/${social}/photos`, body, { headers });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<PhotoAnswer>();
    expect(photo.urls.large).toMatch(new RegExp(`^${s3.bucketUrl}/photos/[0-9a-f-]{36}/large\\.webp$`));
    const fetched = await fetch(photo.urls.large);
    expect(fetched.status).toBe(200);
    const metadata = await sharp(Buffer.from(await fetched.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 120, height: 80 });
    expect(metadata.exif).toBeUndefined();
    // The API serves the same file too (the BFF's route, for a bucket with no public address).
    const served = await api.app.inject({ url: `/api/photo-files/${keyOf(photo.urls.thumb)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await clients.anonymous.get(`/socials/${social}`)).json().photos[0].urls).toEqual(photo.urls);

    expect((await clients.moderator.delete(`/photos/${photo.id}`)).statusCode).toBe(204);
    expect((await fetch(photo.urls.large)).status).toBe(404);
    expect(await holds(api.ctx.photoStore, keyOf(photo.urls.screen))).toBe(false);
  });

  it('sweeps an orphan from the bucket and keeps the files of a photo', async () => {
    const social = (await clients.anonymous.get('/socials')).json().content[0].id;
    const { body, headers } = await form(
      { caption: 'Sign on the door', shows: 'policy' },
      { bytes: await png(), name: 'sign.png', type: 'image/png' },
    );
    const photo = (await clients.member.post(`/socials/${social}/photos`, body, { headers })).json<PhotoAnswer>();
    const orphan = 'photos/9d1c1f5e-3c57-4c1b-8a0e-111111111111/thumb.webp';
    await api.ctx.photoStore.put(
      orphan,
      await sharp(await png())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    expect(await sweepPhotoStore(api.db, api.ctx.photoStore, new Date(Date.now() + 60_000))).toBe(1);
    expect(await holds(api.ctx.photoStore, orphan)).toBe(false);
    expect(await holds(api.ctx.photoStore, keyOf(photo.urls.large))).toBe(true);
  });
});

describe.each(DATABASE_ENGINES)('photo upload attempts on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let entry: string;
  beforeAll(async () => {
    // Two attempts an hour per person, four per address (every client here is 127.0.0.1).
    ({ api } = await photoApi(engine, { photoAttemptsPerHour: 2 }));
    clients = await roleClients(api);
    const ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
    entry = `/businesses/${await addPortlandBusiness(clients.member, ids, { website: 'https://attempts.example.org' })}/photos`;
  });
  afterAll(() => api.close());

  const send = async (by: TestClient, bytes: Buffer) => {
    const { body, headers } = await form(
      { caption: 'Shelf', shows: 'label' },
      { bytes, name: 'shelf.png', type: 'image/png' },
    );
    return by.post(entry, body, { headers });
  };

  it('counts every attempt, failed ones too, per person and then per address (429 past either)', async () => {
    // A PNG whose data stops early: refused after decoding began, and counted all the same.
    const truncated = (await png()).subarray(0, 60);
    for (let i = 0; i < 2; i++) expect((await send(clients.member, truncated)).statusCode).toBe(400);
    const third = await send(clients.member, await png());
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ status: 429, message: PHOTO.tooManyAttempts });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    // Another person at the same address has the address's fourth attempt, and no fifth.
    expect((await send(clients.other, await png())).statusCode).toBe(201);
    const fifth = await send(clients.other, await png());
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(PHOTO.tooManyAttempts);
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM photos'))[0]!.n).toBe(1);
  });
});
