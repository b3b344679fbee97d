import { registerServiceWorker } from './register-service-worker.ts';

/** Runs `run` once the page has loaded and, after that, a frame has painted (the first screen's, at the latest). */
function afterFirstScreen(run: () => void): void {
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
}

/** The web app manifest, which makes the lobby installable. */
function linkManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${import.meta.env.BASE_URL}manifest.webmanifest`;
  document.head.append(link);
}

/**
 * Makes the lobby installable and able to start offline: links the manifest and registers the service worker.
 * Called with the first render, both wait until it has painted: a first load asks for nothing its first screen
 * does not draw, and the worker's precache does not compete with that screen (decision 0112).
 */
export function becomeInstallable(): void {
  afterFirstScreen(() => {
    linkManifest();
    registerServiceWorker();
  });
}
