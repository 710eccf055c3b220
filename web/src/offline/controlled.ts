/** Resolves once a service worker controls the page (at once when one does; never without support). */
export async function whenControlled(): Promise<void> {
  if (!('serviceWorker' in navigator)) return new Promise(() => undefined);
  const workers = navigator.serviceWorker;
  await workers.ready;
  if (!workers.controller)
    await new Promise((changed) => workers.addEventListener('controllerchange', changed, { once: true }));
}
