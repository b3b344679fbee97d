/** Production builds only: a service worker in development would serve stale modules. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const scope = import.meta.env.BASE_URL;
  navigator.serviceWorker
    .register(`${scope}sw.js`, { scope })
    .catch((error: unknown) => console.error('Service worker registration failed', error));
  // The screen's chunks loaded before the worker took over are kept too, so the next visit starts offline.
  void navigator.serviceWorker.ready.then((registration) => {
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.startsWith(`${scope}assets/`));
    registration.active?.postMessage({ type: 'cache-assets', urls: assets });
  });
}
