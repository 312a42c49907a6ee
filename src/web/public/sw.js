/*
 * The shop's service worker: Web Push and the app's shell for offline use. Served as is from /sw.js,
 * so it is plain JavaScript. Each push carries { title, body, route, id } (spec §4); a tap opens
 * /{route}/{id}. The route rule is the one of src/web/features/push/paths.ts.
 *
 * Offline: a page load goes to the network first and falls back to the kept '/' (the shop is one
 * page with a hash router); the build's hashed files under /assets/ are kept as they are fetched and
 * served from the cache after (their names change with their content). Nothing under /api/ is kept:
 * books read offline are the reader's own copies, in caches of their own.
 */

const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;

function notificationPath(data) {
  if (typeof data !== 'object' || data === null || typeof data.route !== 'string') return '/';
  if (!SEGMENT.test(data.route)) return '/';
  const id = data.id === undefined || data.id === null ? '' : String(data.id);
  return id && SEGMENT.test(id) ? `/${data.route}/${id}` : `/${data.route}`;
}

function readMessage(data) {
  try {
    const message = data ? data.json() : {};
    return typeof message === 'object' && message !== null ? message : {};
  } catch {
    return { body: data ? data.text() : '' };
  }
}

const SHELL = 'shop-shell-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(new Request('/', { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('shop-shell-') && name !== SHELL)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A page load: the network's answer (kept as the shell), else the kept shell. */
async function shellFirstFromNetwork(request) {
  try {
    const answer = await fetch(request);
    if (answer.ok && new URL(request.url).pathname === '/') {
      const cache = await caches.open(SHELL);
      await cache.put('/', answer.clone());
    }
    return answer;
  } catch (error) {
    const kept = await caches.match('/', { cacheName: SHELL });
    if (kept) return kept;
    throw error;
  }
}

/** A hashed build file: the kept one, else the network's, kept for next time. */
async function assetFromCache(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok && answer.type === 'basic') await cache.put(request, answer.clone());
  return answer;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(shellFirstFromNetwork(request));
  // Build files, and the standard fonts the reader draws PDFs with: both change only with their names.
  else if (/^\/(assets|pdf-fonts)\//.test(url.pathname)) event.respondWith(assetFromCache(request));
});

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // dir 'auto' (the default) sets Arabic right to left and English left to right.
      data: { route: message.route, id: message.id },
      // The same news twice (a resend, a second device of the same browser) shows once.
      tag: notificationPath(message),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(`/#${notificationPath(event.notification.data)}`, self.location.origin).href;
  event.waitUntil(openPage(url));
});

/** Brings an open tab of the shop to the page, or opens one. */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  await open.focus();
  // navigate() works only on tabs this worker controls; any other is left open and a new one shows the page.
  return open.navigate(url).catch(() => self.clients.openWindow(url));
}
