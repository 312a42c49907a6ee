/*
 * The shop's service worker: Web Push only (no caching). Served as is from /sw.js, so it is plain
 * JavaScript. Each push carries { title, body, route, id } (spec §4); a tap opens /{route}/{id}.
 * The route rule is the one of src/web/features/push/paths.ts.
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

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
