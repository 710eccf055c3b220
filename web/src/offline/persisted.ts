/**
 * What the app keeps for the road: a copy of a signed-in person's Apollo cache (their places, and
 * the pages of the places they saved) in this browser, read back only when the app starts without a
 * connection. It is one of the personal items `forgetPersonal` forgets at logout.
 */
import type { NormalizedCacheObject } from '@apollo/client';
import { PERSONAL_KEYS, readPersonal, writePersonal } from './personal';

/** Where the copy is kept (localStorage). */
export const OFFLINE_KEY = PERSONAL_KEYS.offline;

export interface Persisted {
  /** When the copy was written (ISO). */
  savedAt: string;
  data: NormalizedCacheObject;
}

const isPersisted = (value: unknown): value is Persisted =>
  !!value &&
  typeof value === 'object' &&
  'savedAt' in value &&
  typeof value.savedAt === 'string' &&
  'data' in value &&
  !!value.data &&
  typeof value.data === 'object';

/** The kept copy, or null (none, or unreadable). */
export function readPersisted(): Persisted | null {
  try {
    const parsed: unknown = JSON.parse(readPersonal('offline') ?? 'null');
    return isPersisted(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the copy: true when it is written. */
export function writePersisted(data: NormalizedCacheObject): boolean {
  // Storage full or refused (false): the road copy is an extra; the site works without it.
  return writePersonal('offline', JSON.stringify({ savedAt: new Date().toISOString(), data } satisfies Persisted));
}
