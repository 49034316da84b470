// The driver app's service worker (scope /driver): the app opens without a network, so a driver in a
// garage with no signal can fill in an inspection; the draft then waits on the phone (IndexedDB).
// - pages of /driver: network first (a new release shows at once), the last copy when offline;
// - /assets/* (hashed, immutable), icons and flags: from the cache, fetched and kept on a miss;
// - the API is never cached here (the app keeps what it needs itself).
const CACHE = 'fleet-driver-v1';
const SHELL = '/driver';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
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

// The page lists what it loaded before this worker controlled it; answer once all of it is kept.
async function keepAll(urls) {
  const cache = await caches.open(CACHE);
  // The server answers the app's page to a browser asking for HTML, as a navigation does.
  const shell = await fetch(SHELL, { headers: { accept: 'text/html' } });
  if (!shell.ok) throw new Error(`${SHELL}: ${shell.status}`);
  await cache.put(SHELL, shell);
  await cache.addAll(urls);
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep') return;
  event.waitUntil(
    keepAll(event.data.urls).then(
      () => event.source?.postMessage({ type: 'kept' }),
      () => event.source?.postMessage({ type: 'keep-failed' }),
    ),
  );
});
