// The server's doors for offline reading, over GraphQL: grantOfflineWindow (a signed window to
// read one episode offline, with its pages to download now), offlineKey (the public key that signs
// them), and the progress report a queued offline reading sends (`offline: true`: the server keeps
// the further of it and what it has). They run outside any screen (downloads, the start-up sync)
// and nothing of them belongs in the reader's cache, so they go through a client without one, with
// the token of the reader they are for.
import type { Client } from '@urql/core';
import { graphql } from '../../gql/index.js';
import { GraphqlError, graphqlRequest } from '../graphql.js';
import { createUncachedClient } from '../graphql-client.js';
import type { OfflinePublicKey } from './window-token.js';

const GrantWindow = graphql(`
  mutation GrantOfflineWindow($episodeId: ID!) {
    grantOfflineWindow(episodeId: $episodeId) {
      token
      pages {
        sequence
        image
      }
    }
  }
`);

const OfflineKeyQuery = graphql(`
  query OfflineKey {
    offlineKey {
      alg
      kid
      jwk {
        kty
        crv
        x
        y
      }
    }
  }
`);

const SendProgress = graphql(`
  mutation SendOfflineProgress($episodeId: ID!, $comicId: ID!, $readPercentage: Float!) {
    recordReadingProgress(episodeId: $episodeId, comicId: $comicId, readPercentage: $readPercentage, offline: true) {
      readPercentage
    }
  }
`);

const clients = new Map<string, Client>();

/** One uncached client per session token (and one without). */
function uncached(token: string | null): Client {
  const key = token ?? '';
  let client = clients.get(key);
  if (!client) clients.set(key, (client = createUncachedClient(token)));
  return client;
}

/** What the client takes of a grant: the signed token and the pages (the window's fields are read from the token). */
export interface GrantedWindow {
  token: string;
  pages: Array<{ sequence: number; image: string }>;
}

export async function grantOfflineWindow(episodeId: string, token: string): Promise<GrantedWindow> {
  const r = await graphqlRequest(uncached(token), GrantWindow, { episodeId });
  return { token: r.grantOfflineWindow.token, pages: r.grantOfflineWindow.pages };
}

export async function getOfflineKey(): Promise<OfflinePublicKey> {
  const { offlineKey } = await graphqlRequest(uncached(null), OfflineKeyQuery, {}, { fresh: true });
  return { alg: offlineKey.alg, kid: offlineKey.kid, jwk: offlineKey.jwk };
}

export const sendOfflineProgress = (
  credentials: { userId: string; token: string },
  p: { episodeId: string; comicId: string; readPercentage: number },
) =>
  graphqlRequest(uncached(credentials.token), SendProgress, {
    episodeId: p.episodeId,
    comicId: p.comicId,
    readPercentage: p.readPercentage,
  });

/**
 * The status the server answered a failed call with (a GraphQL error's `extensions.status`; 400
 * for a document it refused), or null when no answer came (offline, a dropped connection).
 */
function serverStatus(e: unknown): number | null {
  if (!(e instanceof GraphqlError) || !e.graphQLErrors.length) return null;
  const status = e.graphQLErrors[0]!.extensions?.status;
  return typeof status === 'number' ? status : e.graphQLErrors[0]!.extensions?.code === 'INTERNAL' ? 500 : 400;
}

/** A refusal that says the reader may no longer keep the episode (not a lost connection, not a busy server, not a lapsed session). */
export function refusedByServer(e: unknown): boolean {
  const status = serverStatus(e);
  return status !== null && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}
