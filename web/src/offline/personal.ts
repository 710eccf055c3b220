/**
 * Everything this browser keeps of the signed-in person, in one place: the session user
 * (localStorage `user`, spec section 3) and the copy of their data kept for the road
 * (`ffc-offline`). Each is written and read through here, and one call, `forgetPersonal`, forgets
 * them all at once, with the service worker's caches and its push subscription: at logout,
 * connected or not, nothing personal is left for the next person at this browser.
 */
import { ASSETS_CACHE } from './kept';

/** Where each personal item is kept (localStorage). */
export const PERSONAL_KEYS = { user: 'user', offline: 'ffc-offline' } as const;
export type PersonalItem = keyof typeof PERSONAL_KEYS;

/** The item as kept, or null (none, or storage refused). */
export function readPersonal(item: PersonalItem): string | null {
  try {
    return localStorage.getItem(PERSONAL_KEYS[item]);
  } catch {
    return null;
  }
}

/** Keeps the item: true when it is kept (storage may be full, or refused). */
export function writePersonal(item: PersonalItem, text: string): boolean {
  try {
    localStorage.setItem(PERSONAL_KEYS[item], text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Forgets every personal item at once (before it returns), then empties every Cache Storage cache
 * but the app's own code, the same for everyone: Workbox's precache (the built page, script and
 * styles) and the screens' chunks (`assets`), which the next screen, offline too, still needs. The
 * promise settles when the caches are gone.
 */
export function forgetPersonal(): Promise<void> {
  for (const key of Object.values(PERSONAL_KEYS)) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage refused: nothing could have been kept there either.
    }
  }
  return Promise.all([forgetCaches(), forgetPush()]).then(() => undefined);
}

/**
 * Ends this browser's push subscription: the next person here gets none of the last one's pushes
 * (their push service answers the site 410, and the site forgets the browser).
 */
async function forgetPush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}

async function forgetCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch((): string[] => []);
  const personal = names.filter((name) => !name.startsWith('workbox-precache') && name !== ASSETS_CACHE);
  await Promise.all(personal.map((name) => caches.delete(name).catch(() => false)));
}
