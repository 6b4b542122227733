// How the user data's balance is keyed in the GraphQL cache (lib/graphql-cache.ts). Balance has no
// id, but a client is one reader's, so every Balance it is answered (the header's, a purchase's, a
// claim's, a refund's) is the same wallet: one entity, and each answer updates the header at once.
// It must win over lib/graphql-keys.ts, which lists Balance among the embedded types.
import type { GraphcacheConfig } from '../lib/graphql-client.js';

export const userDataCache: GraphcacheConfig = { keys: { Balance: () => 'reader' } };
