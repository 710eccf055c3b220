/**
 * The two places photo files can live, behind PhotoStore: a folder under DATA_DIR (the default,
 * nothing to set up) and any S3-compatible object store (S3_ENDPOINT and its companions).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { PhotoSize } from '@ffc/domain';
import type { S3Config } from '../config.js';
import type { PhotoStore, StoredObject } from './store.js';

export interface PhotoStoreOptions {
  /** The folder store lives in `${dataDir}/photos-store` when `s3` is unset. */
  readonly dataDir: string;
  readonly s3: S3Config | undefined;
}

/** The folder under DATA_DIR that holds photo files when no S3 store is configured. */
export const PHOTO_FOLDER = 'photos-store';

/** Objects never change once written (a new photo has a new key), so caches may keep them for good. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The keys of one photo's files: `photos/{uuid}/{size}.webp`. */
export function photoKeys(photoId: string): Record<PhotoSize, string> {
  return {
    thumb: `photos/${photoId}/thumb.webp`,
    screen: `photos/${photoId}/screen.webp`,
    large: `photos/${photoId}/large.webp`,
  };
}

/** Longer keys are refused; a photo's are about 60 characters, S3 allows 1024 bytes. */
const KEY_LENGTH_MAX = 512;

/**
 * Whether `key` may name an object: lower-case letters, digits, `-`, `.` and `/` between parts, no part starting with a
 * dot, no `..`.
 */
export function isValidKey(key: string): boolean {
  return (
    key.length <= KEY_LENGTH_MAX && /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/.test(key) && !key.includes('..')
  );
}

/** A key (or a list prefix) a caller should never have sent: a programming error, never a person's. */
export class InvalidKeyError extends Error {
  override readonly name = 'InvalidKeyError';
  constructor(key: string) {
    super(`not a valid photo store key: ${JSON.stringify(key)}`);
  }
}

function checkKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

/** A list prefix: empty, or a key's beginning, perhaps ending with `/`. */
function checkPrefix(prefix: string): string {
  if (prefix !== '' && !isValidKey(prefix.replace(/\/$/, ''))) throw new InvalidKeyError(prefix);
  return prefix;
}

export function openPhotoStore(options: PhotoStoreOptions): PhotoStore {
  return options.s3 ? s3Store(options.s3) : folderStore(path.join(options.dataDir, PHOTO_FOLDER));
}

/** Content types the folder store answers, by extension (it keeps no metadata beside a file). */
const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/** Temp files from a write that never finished (a crash) are removed by a later walk after this long. */
const STALE_TEMP_MS = 60 * 60 * 1000;

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/**
 * Files under `root`, one per key. A write goes to a dot-named temp file beside its target and is
 * renamed into place, so a reader sees the whole file or none. The content type follows the key's
 * extension (every photo key ends in `.webp`).
 */
export function folderStore(root: string): PhotoStore {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split('/'));

  /**
   * Removes a deleted file's folder once it is empty (a photo's `photos/{uuid}/`), so deleted
   * photos leave no empty folders. Never its parents: another upload may be creating a folder there.
   */
  async function removeIfEmpty(dir: string): Promise<void> {
    if (dir === root) return;
    await rmdir(dir).catch(() => undefined); // not empty, or already gone: either is fine
  }

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<{ key: string; lastModified: Date }> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) {
        const stats = await stat(file).catch(() => undefined);
        if (entry.isFile() && stats && Date.now() - stats.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
        continue;
      }
      if (entry.isDirectory()) yield* walk(file, `${keyPrefix}${entry.name}/`);
      else if (entry.isFile()) {
        const stats = await stat(file).catch(() => undefined);
        if (stats) yield { key: `${keyPrefix}${entry.name}`, lastModified: stats.mtime };
      }
    }
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        await writeFile(temp, body, { flush: true });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredObject | undefined> {
      const file = fileOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return undefined;
        }
        const contentType = TYPES_BY_EXTENSION[path.extname(file)] ?? 'application/octet-stream';
        // The stream owns the handle from here and closes it when done or destroyed.
        return { body: handle.createReadStream(), contentType, size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(keys) {
      const files = keys.map(fileOf);
      for (const file of files) await rm(file, { force: true });
      for (const dir of new Set(files.map((file) => path.dirname(file)))) await removeIfEmpty(dir);
    },

    async *list(prefix) {
      // Walk only the folder the prefix names (its part up to the last `/`), then filter.
      const folder = checkPrefix(prefix).slice(0, prefix.lastIndexOf('/') + 1);
      for await (const item of walk(path.join(root, ...folder.split('/').filter(Boolean)), folder)) {
        if (item.key.startsWith(prefix)) yield item;
      }
    },

    publicUrl: () => undefined,
  };
}

/** S3 deletes at most 1000 keys a request. */
const S3_DELETE_BATCH = 1000;

const isS3NotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in one bucket of any S3-compatible store (AWS, MinIO, Ceph, R2, Garage, s3rver…):
 * path-style addressing, and checksums only where the S3 API requires them, since many
 * S3-compatible stores do not accept the newer default ones.
 */
export function s3Store(config: S3Config, deleteBatch = S3_DELETE_BATCH): PhotoStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: PHOTO_CACHE_CONTROL,
        }),
      );
    },

    async get(key): Promise<StoredObject | undefined> {
      let answer;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
      } catch (error) {
        if (isS3NotFound(error)) return undefined;
        throw error;
      }
      // In Node the SDK answers the body as the response stream itself.
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`);
      return {
        body: answer.Body,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
      };
    },

    async delete(keys) {
      const checked = keys.map(checkKey);
      for (let start = 0; start < checked.length; start += deleteBatch) {
        const Objects = checked.slice(start, start + deleteBatch).map((Key) => ({ Key }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          const keys = failed.map((error) => `${error.Key} (${error.Code})`).join(', ');
          throw new Error(`S3 did not delete ${failed.length} object(s): ${keys}`);
        }
      }
    },

    async *list(prefix) {
      const Prefix = checkPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${checkKey(key)}` : undefined),
  };
}
