/**
 * What the service worker answers without a connection, kept by the page itself: the app's chunks
 * the page loads, in the cache the worker's runtime caching reads them from (vite.config.ts). The
 * page writes them rather than asking through the worker, because a page may never be controlled
 * by it: Chromium does not claim a page whose navigation was under way when the worker activated,
 * and that page's requests pass the worker by until the next one. The chunks are noted by a
 * performance observer, which sees every one: the browser's own list of loaded files stops at 250.
 */

/** The cache the service worker answers `/assets/` from (its CacheFirst runtime caching). */
export const ASSETS_CACHE = 'assets';

/** Resolves once a service worker is active for the site; never without support. */
export function whenActive(): Promise<unknown> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return new Promise(() => undefined);
  return navigator.serviceWorker.ready;
}

/** One of the app's own chunks or styles: this site's `/assets/`, never another site's. */
function isOwnAsset(url: string): boolean {
  const parsed = new URL(url);
  return parsed.origin === window.location.origin && parsed.pathname.startsWith('/assets/');
}

/** The app's chunks the page has loaded, as the observer noted them. */
const loaded = new Set<string>();
let observer: PerformanceObserver | undefined;

/** The chunks among `entries` not noted before, now noted. */
function noted(entries: readonly PerformanceEntry[]): string[] {
  const fresh = [...new Set(entries.map((entry) => entry.name))].filter((url) => !loaded.has(url) && isOwnAsset(url));
  for (const url of fresh) loaded.add(url);
  return fresh;
}

/** Each chunk being kept or kept: asked again, the same answer. A chunk that failed is tried again. */
const keeping = new Map<string, Promise<boolean>>();

/** Keeps `url` unless a cache (the precache, or this one) holds it already: true when it is kept. */
function keep(url: string): Promise<boolean> {
  const known = keeping.get(url);
  if (known) return known;
  const kept = (async () => {
    if (!(await caches.match(url))) await (await caches.open(ASSETS_CACHE)).add(url);
    return true;
  })().catch(() => {
    keeping.delete(url);
    return false;
  });
  keeping.set(url, kept);
  return kept;
}

/** Keeps each of `urls` once a worker is active: true when every one is kept. */
async function keepAll(urls: readonly string[]): Promise<boolean> {
  await whenActive();
  return (await Promise.all(urls.map(keep))).every(Boolean);
}

/**
 * Keeps, once a worker is active, each chunk the page has loaded and each it loads from now on.
 * Started once, after the first screen (`startOffline`).
 */
export function keepChunksAsLoaded(): void {
  const supported = typeof PerformanceObserver !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;
  if (observer || !supported) return;
  void keepAll(noted(performance.getEntriesByType('resource')));
  observer = new PerformanceObserver((list) => void keepAll(noted(list.getEntries())));
  observer.observe({ type: 'resource' });
}

/**
 * Resolves once every chunk the page has loaded so far is kept (those just loaded included, before
 * the observer is told of them): true when each one is, false when one could not be.
 */
export async function keepLoadedChunks(): Promise<boolean> {
  keepChunksAsLoaded();
  noted(performance.getEntriesByType('resource'));
  if (observer) noted(observer.takeRecords());
  return keepAll([...loaded]);
}
