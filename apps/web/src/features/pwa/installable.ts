import { afterFirstPaint } from '../../shared/first-paint.ts';
import { registerServiceWorker } from './register-service-worker.ts';

/** The web app manifest, which makes the lobby installable. */
function linkManifest(): void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${import.meta.env.BASE_URL}manifest.webmanifest`;
  document.head.append(link);
}

/**
 * Makes the lobby installable and able to start offline: links the manifest and registers the service worker,
 * once the page has loaded and its first screen is on screen. A first load then asks for nothing its first
 * screen does not draw, and the worker's precache does not compete with that screen (decision 0112).
 */
export function becomeInstallable(): void {
  afterFirstPaint(() => {
    linkManifest();
    registerServiceWorker();
  });
}
