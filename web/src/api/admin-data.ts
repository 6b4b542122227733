// The site's contact details (GraphQL `contactLinks`): the social media links the account menu,
// the footer and the writer page show, and the support address the contact page names.
import { useMemo } from 'react';
import type { Client } from '@urql/core';
import { graphql } from '../gql/index.js';
import { graphqlRequest, useGraphqlQuery, type GraphqlError } from '../lib/graphql.js';

const CONTACT_LINKS_QUERY = graphql(`
  query ContactLinks { contactLinks { facebook instagram linkedin youtube telegram supportEmail } }
`);

const NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'telegram'] as const;
export type SocialNetwork = (typeof NETWORKS)[number];
/** The networks the site has a link for. */
export type SocialMedia = Partial<Record<SocialNetwork, string>>;

/** Asks for the contact links in `client` (the server's rendering waits for them: the footer shows them). */
export async function preloadAdminData(client: Client): Promise<void> {
  await graphqlRequest(client, CONTACT_LINKS_QUERY);
}

/** The social links (null until known, or when the call failed); `onError` once per failure. */
export function useAdminData({ onError }: { onError?: (e: GraphqlError) => void } = {}) {
  const q = useGraphqlQuery(CONTACT_LINKS_QUERY, undefined, { onError });
  const links = q.data?.contactLinks;
  const socialMedia = useMemo<SocialMedia | null>(() => {
    if (!links) return null;
    const set: SocialMedia = {};
    for (const n of NETWORKS) if (links[n]) set[n] = links[n];
    return set;
  }, [links]);
  return { ...q, socialMedia };
}

/** Where contact requests are mailed (null until known, or when the read failed: the caller shows its default). */
export function useSupportEmail(): string | null {
  return useGraphqlQuery(CONTACT_LINKS_QUERY, undefined).data?.contactLinks.supportEmail ?? null;
}
