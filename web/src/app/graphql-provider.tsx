// The reader's urql client (lib/graphql-client.ts) for everything below it: one per signed-in
// reader and interface language. Signing in or out, or changing the language, makes a new one, so
// no answer of the last reader (or in the last language) is ever shown.
import { useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Provider } from 'urql';
import type { SSRData } from '@urql/core';
import { createGraphqlClient, type GraphqlClient } from '../lib/graphql-client.js';
import { languageAtom } from '../stores/language.js';
import { credentialsAtom } from '../stores/session.js';
import { graphcacheConfig } from './graphql-cache.js';

/** A client with the app's cache config; `initialState`: the data a server-rendered page came with. */
export const newGraphqlClient = (readerId: string | null, language: string, initialState?: SSRData) =>
  createGraphqlClient({ readerId, language, cache: graphcacheConfig, initialState });

/** `initial`: the client the entry already started the first page's calls in (route-preload.ts). */
export function GraphqlProvider({ initial, children }: { initial?: GraphqlClient; children: ReactNode }) {
  const readerId = useAtomValue(credentialsAtom)?.userId ?? null;
  const language = useAtomValue(languageAtom);
  const current = useMemo(
    () => (initial && initial.readerId === readerId && initial.language === language ? initial : newGraphqlClient(readerId, language)),
    [initial, readerId, language],
  );
  return <Provider value={current.client}>{children}</Provider>;
}
