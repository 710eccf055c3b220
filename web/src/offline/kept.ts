/**
 * What the service worker answers without a connection, kept by the page itself: the app's chunks
 * this page has loaded, in the cache the worker's runtime caching reads them from (vite.config.ts).
 * The page writes them rather than asking through the worker, because a page may never be controlled
 * by it: Chromium does not claim a page whose navigation was under way when the worker activated,
 * and that page's requests pass the worker by until the next one.
 */

/** The cache the service worker answers `/assets/` from (its CacheFirst runtime caching). */
export const ASSETS_CACHE = 'assets';

/** Resolves once a service worker is active for the site; never without support. */
export function whenActive(): Promise<unknown> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return new Promise(() => undefined);
  return navigator.serviceWorker.ready;
}

/** The app's chunks and styles this page has loaded so far. */
function loadedAssets(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  return [...new Set(urls)];
}

/**
 * Once a worker is active, keeps every chunk this page has loaded that no cache holds yet (the
 * worker's precache holds the entry's). Resolves when they are kept; one that cannot be fetched is
 * left for the next page.
 */
export async function keepLoadedChunks(): Promise<void> {
  await whenActive();
  const cache = await caches.open(ASSETS_CACHE);
  for (const url of loadedAssets()) {
    if (await caches.match(url)) continue;
    await cache.add(url).catch(() => undefined);
  }
}
