/**
 * Loaded after the first paint: registers the service worker (vite-plugin-pwa's Workbox build) and,
 * while someone is signed in, keeps a copy of the Apollo cache for the road (`persisted.ts`): every
 * few seconds after a change, and when the page is hidden.
 */
import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { Workbox } from 'workbox-window';
import { readStoredUser } from '../session/storage';
import { writePersisted } from './persisted';
import { whenControlled } from './controlled';

/** How often at most the copy is written while the app is used. */
const PERSIST_EVERY_MS = 3_000;

/**
 * Once the service worker controls the page, asks again (through it, so it keeps them) for the
 * screens' chunks this page loaded before it did: the screen shown now opens on the road too.
 */
async function keepLoadedChunks(): Promise<void> {
  await whenControlled();
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  for (const url of loaded) await fetch(url).catch(() => undefined);
}

export function startOffline(client: ApolloClient): void {
  if ('serviceWorker' in navigator) {
    void new Workbox('/sw.js')
      .register()
      .then(keepLoadedChunks)
      .catch(() => undefined);
  }
  let last = '';
  const persist = () => {
    // Only a signed-in person's: logging out forgets the copy, and an anonymous visit keeps none.
    if (!readStoredUser() || !(client.cache instanceof InMemoryCache)) return;
    const data = client.cache.extract();
    const text = JSON.stringify(data);
    if (text === last) return;
    last = text;
    writePersisted(data);
  };
  window.setInterval(persist, PERSIST_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persist();
  });
  window.addEventListener('pagehide', persist);
}
