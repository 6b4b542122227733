// Koma's service worker: it only shows web pushes (issue 16) — a reader's new-episode and
// now-free notifications — and opens the notification's page when one is clicked. It caches
// nothing: the app is served fresh by the server. Registered by the notifications page when the
// reader turns browser notifications on (web/src/features/notifications/hooks/use-web-push.ts).
/* global self */

const FALLBACK_URL = '/notitfication';

/** Only a page of this site is opened. */
function pageUrl(url) {
  try {
    const u = new URL(url || FALLBACK_URL, self.location.origin);
    return u.origin === self.location.origin ? u.href : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

self.addEventListener('install', () => {
  self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Koma', {
      body: data.body || '',
      tag: data.id || undefined,
      icon: '/favicon.svg',
      data: { url: pageUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    }),
  );
});
