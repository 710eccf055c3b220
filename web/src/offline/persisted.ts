/**
 * What the app keeps for the road: a copy of a signed-in person's Apollo cache (their places, and
 * the pages of the places they saved) in this browser, read back only when the app starts without a
 * connection; and the forgetting of all of it, with the service worker's caches, when they log out.
 */
import type { NormalizedCacheObject } from '@apollo/client';

/** Where the copy is kept (localStorage). */
export const OFFLINE_KEY = 'ffc-offline';

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
    const parsed: unknown = JSON.parse(localStorage.getItem(OFFLINE_KEY) ?? 'null');
    return isPersisted(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the copy: true when it is written. */
export function writePersisted(data: NormalizedCacheObject): boolean {
  try {
    localStorage.setItem(OFFLINE_KEY, JSON.stringify({ savedAt: new Date().toISOString(), data } satisfies Persisted));
    return true;
  } catch {
    // Storage full or refused: the road copy is an extra; the site works without it.
    return false;
  }
}

/**
 * Forgets everything kept for the road (logout): the copy, and every Cache Storage cache but the
 * app's own shell (Workbox's precache: the built page, script and styles, the same for everyone).
 */
export async function forgetOffline(): Promise<void> {
  localStorage.removeItem(OFFLINE_KEY);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch((): string[] => []);
  const kept = names.filter((name) => !name.startsWith('workbox-precache'));
  await Promise.all(kept.map((name) => caches.delete(name).catch(() => false)));
}
