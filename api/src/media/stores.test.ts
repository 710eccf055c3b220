/**
 * The photo stores keep one contract: the folder under DATA_DIR and an S3-compatible store (a real
 * s3rver over HTTP) both pass the same suite, then each is checked for what is its own.
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/s3.js';
import type { PhotoStore } from './store.js';
import {
  InvalidKeyError,
  isValidKey,
  openPhotoStore,
  PHOTO_CACHE_CONTROL,
  PHOTO_FOLDER,
  photoKeys,
  s3Store,
} from './stores.js';

interface Opened {
  readonly store: PhotoStore;
  stop(): Promise<void>;
}

async function openFolder(): Promise<Opened> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ffc-photos-'));
  return {
    store: openPhotoStore({ dataDir, s3: undefined }),
    stop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function openS3(): Promise<Opened> {
  const s3 = await startS3();
  return { store: openPhotoStore({ dataDir: '/nonexistent', s3: s3.config }), stop: () => s3.stop() };
}

async function keysUnder(store: PhotoStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of store.list(prefix)) keys.push(key);
  return keys.sort();
}

async function read(store: PhotoStore, key: string) {
  const found = await store.get(key);
  return found && { contentType: found.contentType, size: found.size, bytes: await buffer(found.body) };
}

describe.each([
  ['folder', openFolder],
  ['S3', openS3],
])('the %s photo store', (_name, open) => {
  let opened: Opened;
  let store: PhotoStore;
  beforeAll(async () => {
    opened = await open();
    store = opened.store;
  });
  afterAll(() => opened.stop());

  it('gives back what was put, with its content type and size, and an overwrite replaces it', async () => {
    const key = 'photos/0b6c0d1e-put/large.webp';
    await store.put(key, Buffer.from('first version'), 'image/webp');
    await store.put(key, Buffer.from('second'), 'image/webp');
    expect(await read(store, key)).toEqual({ contentType: 'image/webp', size: 6, bytes: Buffer.from('second') });
  });

  it('answers undefined for a key that was never written', async () => {
    expect(await store.get('photos/never-written/thumb.webp')).toBeUndefined();
  });

  it('deletes what it is given and ignores keys that do not exist', async () => {
    const keys = photoKeys('3f1e9a52-delete');
    for (const key of Object.values(keys)) await store.put(key, Buffer.from(key), 'image/webp');
    await store.delete([keys.thumb, keys.screen, 'photos/not-there/large.webp']);
    expect(await store.get(keys.thumb)).toBeUndefined();
    expect(await store.get(keys.screen)).toBeUndefined();
    expect((await read(store, keys.large))?.bytes.toString()).toBe(keys.large);
    await store.delete([keys.large, keys.large]);
    await store.delete([]);
    expect(await keysUnder(store, 'photos/3f1e9a52-delete/')).toEqual([]);
  });

  it('lists every key under a prefix with when it was written, and nothing outside it', async () => {
    const before = Date.now() - 5_000;
    const one = photoKeys('6a0f-list-one');
    const two = photoKeys('6a0f-list-two');
    for (const key of [...Object.values(one), ...Object.values(two), 'other/6a0f-list/large.webp'])
      await store.put(key, Buffer.from('x'), 'image/webp');
    expect(await keysUnder(store, 'photos/6a0f-list-one/')).toEqual([one.large, one.screen, one.thumb]);
    expect(await keysUnder(store, 'photos/6a0f-list-')).toEqual([
      one.large,
      one.screen,
      one.thumb,
      two.large,
      two.screen,
      two.thumb,
    ]);
    const listed = [];
    for await (const item of store.list('other/')) listed.push(item);
    expect(listed).toHaveLength(1);
    expect(listed[0]!.key).toBe('other/6a0f-list/large.webp');
    expect(listed[0]!.lastModified.getTime()).toBeGreaterThan(before);
    expect(listed[0]!.lastModified.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(await keysUnder(store, 'photos/no-such-photo/')).toEqual([]);
  });

  it('refuses keys that could leave the store, before touching it', async () => {
    for (const key of [
      '../outside.webp',
      'photos/../../etc/passwd',
      '/etc/passwd',
      'photos/./x.webp',
      'photos//x.webp',
      'photos/.hidden',
      'Photos/X.webp',
      'photos/a b.webp',
      'photos\\x.webp',
      '',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.get(key), key).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.delete([key]), key).rejects.toBeInstanceOf(InvalidKeyError);
    }
    await expect(keysUnder(store, '../')).rejects.toBeInstanceOf(InvalidKeyError);
  });
});

describe('photo keys', () => {
  it('name each size of a photo under photos/{uuid}/, and every one is a valid key', () => {
    const id = 'c9b1f3e2-8a4d-4f6b-9e21-0d5c7a3b8f10';
    expect(photoKeys(id)).toEqual({
      thumb: `photos/${id}/thumb.webp`,
      screen: `photos/${id}/screen.webp`,
      large: `photos/${id}/large.webp`,
    });
    expect(Object.values(photoKeys(id)).every(isValidKey)).toBe(true);
    expect(isValidKey('photos/a..b/large.webp')).toBe(false);
  });
});

describe('the folder store', () => {
  let dataDir: string;
  let store: PhotoStore;
  const root = () => path.join(dataDir, PHOTO_FOLDER);
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ffc-photos-'));
    store = openPhotoStore({ dataDir, s3: undefined });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('keeps files under DATA_DIR/photos-store with no temp file left behind, and names no public address', async () => {
    const keys = photoKeys('5d2e-folder');
    await store.put(keys.large, Buffer.from('webp bytes'), 'image/webp');
    expect(await readdir(path.join(root(), 'photos', '5d2e-folder'))).toEqual(['large.webp']);
    expect(store.publicUrl(keys.large)).toBeUndefined();
  });

  it("removes a deleted photo's empty folder", async () => {
    const keys = photoKeys('7e4a-empty');
    for (const key of Object.values(keys)) await store.put(key, Buffer.from('x'), 'image/webp');
    await store.delete(Object.values(keys));
    expect(await readdir(path.join(root(), 'photos'))).not.toContain('7e4a-empty');
  });

  it('clears temp files a crashed write left behind an hour ago, and never lists them', async () => {
    await store.put('photos/9c1d-temp/large.webp', Buffer.from('x'), 'image/webp');
    const folder = path.join(root(), 'photos', '9c1d-temp');
    const stale = path.join(folder, '.screen.webp.1234.tmp');
    const fresh = path.join(folder, '.thumb.webp.5678.tmp');
    await writeFile(stale, 'half');
    await writeFile(fresh, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    expect(await keysUnder(store, 'photos/9c1d-temp/')).toEqual(['photos/9c1d-temp/large.webp']);
    expect((await readdir(folder)).sort()).toEqual(['.thumb.webp.5678.tmp', 'large.webp']);
  });
});

describe('the S3 store', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.stop());

  // Paging through a long listing is not tested here: s3rver's continuation tokens are DES-encrypted,
  // which Node's OpenSSL 3 no longer offers, so s3rver answers any second page with a 500.
  it('deletes in batches, as S3 takes at most 1000 keys a request', async () => {
    const store = s3Store(s3.config, 2);
    const keys = [...Object.values(photoKeys('1a2b-paged')), ...Object.values(photoKeys('1a2b-paged-too'))].sort();
    for (const key of keys) await store.put(key, Buffer.from('x'), 'image/webp');
    expect(await keysUnder(store, 'photos/1a2b-paged')).toEqual(keys);
    await store.delete(keys);
    expect(await keysUnder(store, 'photos/1a2b-paged')).toEqual([]);
  });

  it('names no public address without S3_PUBLIC_URL, and with it one where the object is, cacheable for good', async () => {
    const key = photoKeys('4f5e-public').screen;
    expect(openPhotoStore({ dataDir: '/nonexistent', s3: s3.config }).publicUrl(key)).toBeUndefined();
    const store = openPhotoStore({ dataDir: '/nonexistent', s3: { ...s3.config, publicUrl: s3.bucketUrl } });
    await store.put(key, Buffer.from('public bytes'), 'image/webp');
    const url = store.publicUrl(key);
    expect(url).toBe(`${s3.bucketUrl}/${key}`);
    const answer = await fetch(url!);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/webp');
    expect(answer.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(Buffer.from(await answer.arrayBuffer()).toString()).toBe('public bytes');
  });

  it('fails loudly when the store refuses the credentials, rather than answering "not there"', async () => {
    // s3rver does not check SigV4 signatures, only that the access key exists.
    const store = openPhotoStore({ dataDir: '/nonexistent', s3: { ...s3.config, accessKeyId: 'NOT-AN-ACCOUNT' } });
    await expect(store.get('photos/any/large.webp')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});
