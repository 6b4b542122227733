// Web push over GraphQL (issue 16): the server's VAPID public key, and this browser's push
// subscription given to (or taken back from) the signed-in reader.
import { graphql } from '../../../gql/index.js';

export const PUSH_KEY = graphql(`
  query PushKey { pushKey }
`);

export const SUBSCRIBE_PUSH = graphql(`
  mutation SubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }
`);

// Unsubscribing is shared with logout: api/browser-push.ts.
export { UNSUBSCRIBE_PUSH } from '../../../api/browser-push.js';
