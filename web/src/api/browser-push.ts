// This browser's web push subscription, shared by the notifications page (which turns browser
// notifications on and off) and logout (which takes it back, so the next reader on a shared
// browser does not get the previous reader's pushes).
import type { Client } from '@urql/core';
import { graphql } from '../gql/index.js';
import { graphqlRequest } from '../lib/graphql.js';

export const UNSUBSCRIBE_PUSH = graphql(`
  mutation UnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) { subscribed devices message } }
`);

/** The subscription this browser holds for the site, if any. */
export async function browserPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * On logout, while the token is still valid: the server forgets this browser for the reader and
 * the browser unsubscribes. Best effort, and never holds logout up for more than 3 s.
 */
export async function releaseBrowserPush(client: Client): Promise<void> {
  const release = async () => {
    const subscription = await browserPushSubscription();
    if (!subscription) return;
    await graphqlRequest(client, UNSUBSCRIBE_PUSH, { endpoint: subscription.endpoint }).catch(() => undefined);
    await subscription.unsubscribe();
  };
  await Promise.race([release().catch(() => undefined), new Promise((r) => setTimeout(r, 3000))]);
}
