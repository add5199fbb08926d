/*
 * Academy Admin's service worker, for Web Push only (server/domain/notifications/web-push): it
 * shows what the push service delivers and, when a notification is clicked, opens its link in
 * the app. It answers no fetches, so the app loads and works exactly as without it.
 */
'use strict';

/** Must match src/lib/push/messages.ts. */
const OPEN_LINK = 'academy:open-link';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readMessage(data) {
  if (!data) return {};
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title || 'Academy Admin', {
      body: message.body || '',
      tag: message.tag || undefined,
      data: { link: typeof message.link === 'string' ? message.link : null },
    }),
  );
});

/** A path of the app, or an absolute http(s) address; anything else opens the app's home. */
function targetOf(link) {
  try {
    const url = new URL(link || '/', self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url
      : new URL('/', self.location.origin);
  } catch {
    return new URL('/', self.location.origin);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = targetOf(event.notification.data && event.notification.data.link);
  event.waitUntil(
    (async () => {
      if (target.origin === self.location.origin) {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const app = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (app) {
          // The open app moves in place (its router, its session), rather than loading again.
          app.postMessage({ type: OPEN_LINK, link: target.pathname + target.search + target.hash });
          return app.focus();
        }
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
