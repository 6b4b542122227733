// Web pushes (issue 16): a reader's new-episode and now-free notifications are shown, and a click
// opens the notification's page of this site (features/notifications/hooks/use-web-push.ts
// subscribes this worker's registration when the reader turns browser notifications on).

const FALLBACK_URL = '/notitfication';

interface PushData {
  title?: string;
  body?: string;
  id?: string;
  url?: string;
}

export function listenForPushes(self: ServiceWorkerGlobalScope): void {
  /** Only a page of this site is opened. */
  const pageUrl = (url: unknown): string => {
    const fallback = new URL(FALLBACK_URL, self.location.origin).href;
    try {
      const u = new URL(typeof url === 'string' && url ? url : FALLBACK_URL, self.location.origin);
      return u.origin === self.location.origin ? u.href : fallback;
    } catch {
      return fallback;
    }
  };

  self.addEventListener('push', (event) => {
    let data: PushData;
    try {
      data = (event.data?.json() as PushData | null) ?? {};
    } catch {
      data = { body: event.data?.text() ?? '' };
    }
    event.waitUntil(
      self.registration.showNotification(data.title || 'Koma', {
        body: data.body || '',
        tag: data.id || undefined,
        icon: '/icons/icon-192.png',
        data: { url: pageUrl(data.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = pageUrl((event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => w.url === url);
        if (open) return open.focus();
        return self.clients.openWindow(url);
      }),
    );
  });
}
