// @ts-check
/**
 * Web Push in the service worker (imported by the one vite-plugin-pwa builds): shows each push, a
 * notification as JSON (`type`, `title`, `text`, `url`), and opens the page that changed when it is
 * clicked (on this site only: the path of its `url`, focusing a window that shows it already).
 * Plain JavaScript: the worker imports it as it is. Every word it shows comes in the push.
 */
/// <reference lib="webworker" />

// This file runs in the service worker, where `self` is its global scope; the type checker, which
// knows pages, sees a window in `self`, so the type is stated here.
const worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener('push', (event) => {
  /** @type {{ type?: unknown; title?: unknown; text?: unknown; url?: unknown } | null} */
  let push = null;
  try {
    push = event.data ? event.data.json() : null;
  } catch {
    return;
  }
  if (!push || typeof push.title !== 'string') return;
  const path = typeof push.url === 'string' ? new URL(push.url, worker.location.origin).pathname : '/notifications';
  event.waitUntil(
    worker.registration.showNotification(push.title, {
      body: typeof push.text === 'string' ? push.text : '',
      icon: '/icon-192.png',
      tag: `${String(push.type)}:${path}`,
      data: { path },
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = typeof event.notification.data?.path === 'string' ? event.notification.data.path : '/notifications';
  const target = new URL(path, worker.location.origin).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target);
      return open ? open.focus() : worker.clients.openWindow(target);
    }),
  );
});
