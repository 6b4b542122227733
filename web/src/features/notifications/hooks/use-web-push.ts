// Browser notifications (web push, issue 16) for this browser: the service worker (/sw.js) is
// registered, permission asked and the PushManager subscribed only when the reader turns them on;
// the subscription is then handed to the server for the signed-in reader. Turning them off takes
// it back from the server and unsubscribes the browser.
import { useCallback, useEffect, useState } from 'react';
import type { Client } from '@urql/core';
import { browserPushSubscription } from '../../../api/browser-push.js';
import { gqlCode, graphqlRequest, useGraphqlClient } from '../../../lib/graphql.js';
import { PUSH_KEY, SUBSCRIBE_PUSH, UNSUBSCRIBE_PUSH } from '../api/web-push.js';
import { keyBytes, sameKey } from '../lib/key-bytes.js';

/** `unsupported`: no service worker or Push API; `blocked`: the reader denied notifications for the site. */
export type PushState = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

export const SERVICE_WORKER_URL = '/sw.js';

export const pushSupported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Gives the server this browser's subscription for the signed-in reader (again is harmless). */
async function hand(client: Client, subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave an incomplete push subscription');
  await graphqlRequest(client, SUBSCRIBE_PUSH, { input: { endpoint, p256dh: keys.p256dh, auth: keys.auth } });
}

export function useWebPush(enabled: boolean) {
  const client = useGraphqlClient();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  // What this browser has now; a subscription it still holds is handed to the server again, so
  // a reader whose row was dropped (a new login, a push service's 410) is subscribed anew.
  useEffect(() => {
    if (!enabled) return;
    if (!pushSupported()) {
      setState('unsupported');
      return;
    }
    if (Notification.permission === 'denied') {
      setState('blocked');
      return;
    }
    let live = true;
    void browserPushSubscription().then(
      async (subscription) => {
        if (subscription && Notification.permission === 'granted') await hand(client, subscription).catch(() => undefined);
        if (live) setState(subscription && Notification.permission === 'granted' ? 'on' : 'off');
      },
      () => {
        if (live) setState('off');
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, client]);

  const turnOn = useCallback(async (): Promise<PushState> => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        const next = permission === 'denied' ? 'blocked' : 'off';
        setState(next);
        return next;
      }
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      await navigator.serviceWorker.ready;
      // Asked each time: the server's keys may have changed since.
      const key = keyBytes((await graphqlRequest(client, PUSH_KEY, undefined, { fresh: true })).pushKey);
      let subscription = await registration.pushManager.getSubscription();
      // Made against another server key (the server's keys changed): it cannot receive our pushes.
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
      await hand(client, subscription);
      setState('on');
      return 'on';
    } finally {
      setBusy(false);
    }
  }, [client]);

  const turnOff = useCallback(async (): Promise<PushState> => {
    setBusy(true);
    try {
      const subscription = await browserPushSubscription();
      if (subscription) {
        await graphqlRequest(client, UNSUBSCRIBE_PUSH, { endpoint: subscription.endpoint }).catch((e: unknown) => {
          // Already gone on the server (another login took it back, or a 410): nothing to undo.
          if (gqlCode(e) !== 'INBOX.PUSH_SUBSCRIPTION_NOT_FOUND') throw e;
        });
        await subscription.unsubscribe();
      }
      setState('off');
      return 'off';
    } finally {
      setBusy(false);
    }
  }, [client]);

  return { state, busy, turnOn, turnOff };
}
