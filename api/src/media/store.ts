/**
 * Where photo files live: one small interface, with a folder under DATA_DIR by default and any
 * S3-compatible store when S3_ENDPOINT and its companions are set. Keys are opaque paths such as
 * `photos/3f2a…/screen.webp`; a store never sees a person's name or an entry's id.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  readonly body: Readable;
  readonly contentType: string;
  readonly size: number;
}

export interface PhotoStore {
  /** Writes (or overwrites) one object. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads one object, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deletes objects; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under a prefix, with when it was last written (for the orphan sweep). */
  list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }>;
  /**
   * The public address of an object when the store serves files itself (S3_PUBLIC_URL), else
   * undefined: then the BFF serves it from its own origin at `/photos/{key}`.
   */
  publicUrl(key: string): string | undefined;
}
