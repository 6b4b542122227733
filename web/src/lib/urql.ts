// The GraphQL client (architecture §7): /graphql on the same origin, the stored token sent as
// `Authorization: Bearer <token>` on every operation.
import { cacheExchange, createClient, fetchExchange } from 'urql';
import { storedCredentials } from './storage.js';

export function createGraphqlClient() {
  return createClient({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetchOptions: () => {
      const token = storedCredentials()?.token;
      return token ? { headers: { authorization: `Bearer ${token}` } } : {};
    },
  });
}
