// Which sign-in providers the server offers (GraphQL `authProviders`), read by the login page and
// the account menu. A failed read means "none": the Google option stays hidden.
import type { Client } from '@urql/core';
import { graphql } from '../gql/index.js';
import { graphqlRequest, useGraphqlQuery } from '../lib/graphql.js';

const AUTH_PROVIDERS_QUERY = graphql(`
  query AuthProviders {
    authProviders {
      google
    }
  }
`);

export interface AuthProviders {
  google: boolean;
}

/** Asks for the providers in `client` (the server's rendering waits for them: the shell shows them). */
export async function preloadAuthProviders(client: Client): Promise<void> {
  await graphqlRequest(client, AUTH_PROVIDERS_QUERY);
}

export function useAuthProviders(): AuthProviders {
  const q = useGraphqlQuery(AUTH_PROVIDERS_QUERY, undefined);
  return { google: q.data?.authProviders.google === true };
}
