// Hand-written service worker, scope /m/. Registered by the app in production builds only.
// - navigations: network first, falling back to the cached app shell when offline
// - /m/assets/* (content-hashed): cache first
// - /api: never cached (not even in a cache of its own: an API answer is never older than the server's 5 s)
// - the page names the hashed files it loaded before the worker took over ('cache-assets'): kept too
const SHELL_CACHE = 'lobby-shell-v1';
const ASSET_CACHE = 'lobby-assets-v1';
const SHELL_URL = '/m/';
const SHELL_FILES = ['/m/theme-init.js', '/m/manifest.webmanifest', '/m/icons/icon.svg'];

// Precache the shell and the hashed entry files it names, so the next visit also works offline.
async function precacheShell() {
  const shell = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await shell.put(SHELL_URL, response);
  await shell.addAll(SHELL_FILES);
  const assets = [...new Set(html.match(/\/m\/assets\/[^"'\s>]+/g) ?? [])];
  await (await caches.open(ASSET_CACHE)).addAll(assets);
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const current = [SHELL_CACHE, ASSET_CACHE];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

// What the server put in a page for that visit: its status, home's banners and a guest's announcements, the game
// vendors, and the game list's first page (ids EMBEDDED_STATUS_ID, EMBEDDED_BANNERS_ID, EMBEDDED_NOTICES_ID,
// EMBEDDED_VENDORS_ID and EMBEDDED_GAMES_ID in packages/contract, decisions 0080, 0094, 0114 and 0099); their JSON
// has no '<'. The shell kept for offline use goes without them, so an offline start draws what
// the app kept last, never an older answer.
const PAGE_DATA =
  /<script type="application\/json" id="lobby-(?:status|banners|notices|vendors|games)">[^<]*<\/script>/g;

async function plainShell(response) {
  const html = (await response.clone().text()).replace(PAGE_DATA, '');
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}

async function networkFirstShell(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    // Every /m/ route serves the same shell; keep the newest copy for offline use.
    if (response.ok) await cache.put(SHELL_URL, await plainShell(response));
    return response;
  } catch {
    return (await cache.match(SHELL_URL)) ?? Response.error();
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

const isAsset = (url) => {
  const parsed = new URL(url, self.location.origin);
  return parsed.origin === self.location.origin && parsed.pathname.startsWith('/m/assets/');
};

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-assets' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => typeof url === 'string' && isAsset(url));
  event.waitUntil(caches.open(ASSET_CACHE).then((cache) => cache.addAll(urls)));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/m')) {
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith('/m/assets/')) {
    event.respondWith(cacheFirstAsset(request));
  }
});
