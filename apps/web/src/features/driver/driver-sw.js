// The driver app's service worker (scope /driver): the app opens without a network, so a driver in a
// garage with no signal can fill in an inspection; the draft then waits on the phone (IndexedDB).
// RELEASE and FILES are written above this file by the build (vite.config.ts, driverServiceWorker): the
// release's name and the files the driver app loads. A new release is a new worker: it keeps its own files
// at install and, once active, deletes every older release's, so a phone never piles up old files.
// - pages of /driver: network first (a new release shows at once), the last copy when offline;
// - /assets/* (hashed, immutable), icons and flags: from the cache, fetched and kept on a miss;
// - the API is never cached here (the app keeps what it needs itself).
/* global self, caches, RELEASE, FILES */
const PREFIX = 'fleet-driver-';
const CACHE = PREFIX + RELEASE;
const SHELL = '/driver';

async function keepRelease() {
  const cache = await caches.open(CACHE);
  // The server answers the app's page to a browser asking for HTML, as a navigation does.
  const shell = await fetch(SHELL, { headers: { accept: 'text/html' }, cache: 'no-cache' });
  if (!shell.ok) throw new Error(`${SHELL}: ${shell.status}`);
  await cache.put(SHELL, shell);
  await cache.addAll(FILES);
}

self.addEventListener('install', (event) => {
  event.waitUntil(keepRelease().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isStatic(url) {
  return (
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/flags/') ||
    url.pathname.startsWith('/driver-icon') ||
    url.pathname === '/favicon.svg' ||
    url.pathname === '/driver.webmanifest'
  );
}

async function keep(request, response) {
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => keep(SHELL, response))
        .catch(async () => (await caches.match(SHELL)) ?? Response.error()),
    );
  } else if (isStatic(url)) {
    event.respondWith(
      caches
        .match(request)
        .then((cached) => cached ?? fetch(request).then((response) => keep(request, response))),
    );
  }
});
