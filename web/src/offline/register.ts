/**
 * Loaded after the first paint: registers the service worker (vite-plugin-pwa's Workbox build) and,
 * while someone is signed in, keeps a copy of the Apollo cache for the road (`persisted.ts`): every
 * few seconds after a change, and when the page is hidden.
 */
import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { Workbox } from 'workbox-window';
import { writePersisted } from './persisted';
import { keepChunksAsLoaded } from './kept';

/** How often at most the copy is written while the app is used. */
const PERSIST_EVERY_MS = 3_000;

/** `signedIn` says whether someone is signed in now: only their copy is kept. */
export function startOffline(client: ApolloClient, signedIn: () => boolean): void {
  if ('serviceWorker' in navigator) {
    void new Workbox('/sw.js').register().catch(() => undefined);
    keepChunksAsLoaded();
  }
  let last = '';
  const persist = () => {
    // Only a signed-in person's: logging out forgets the copy, and an anonymous visit keeps none.
    if (!signedIn() || !(client.cache instanceof InMemoryCache)) return;
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
