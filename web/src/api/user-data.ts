// The reader's user data (docs/product.md 'User-data response', 'User data state'): profile,
// balances, plan and claimed gifts, shared by the header's account menu and every screen that
// shows balances. One GraphQL query (`signedInUser`, `balance`, `userPlan`, `giftBox`), asked only
// while both a user id and a token are stored (docs/product.md). A load the server refuses clears
// the session and asks for a login; one it never answers says 'Fetch failed' and keeps it.
import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useTranslation } from 'react-i18next';
import type { Client } from '@urql/core';
import { graphql } from '../gql/index.js';
import type { UserDataQuery } from '../gql/graphql.js';
import { GraphqlError, graphqlRequest, useGraphqlQuery } from '../lib/graphql.js';
import { clearLocalStorage, storedCredentials } from '../lib/storage.js';
import { notify } from '../lib/toast.js';
import { credentialsAtom, tokenAtom, userIdAtom } from '../stores/session.js';

export const UserDataDocument = graphql(`
  query UserData {
    signedInUser { id fullName email photo }
    balance { coin bonusCoin point freeRental }
    userPlan { id planId name status endDate }
    giftBox { giftId type title episodeId expiresAt spend }
  }
`);

export interface UserProfile {
  id: string;
  fullName: string;
  email: string;
  photo?: string | null;
  coin: number;
  bonusCoin: number;
  point: number;
}
export type UserPlanSummary = NonNullable<UserDataQuery['userPlan']>;
export interface UserGiftEntry {
  giftId?: { _id?: string; type?: string; title?: string; episodeId?: string | { _id?: string } | null } | null;
  expiresAt?: string | null;
  /** A rental pass already spent on its episode (it still opens it until it expires). */
  used?: boolean;
}

/** What the screens read of the user data. */
export interface UserDataView {
  user: UserProfile | null;
  plan: UserPlanSummary | null;
  /** The reader's live gifts: a rental gift while its pass has not expired, every other claim. */
  gifts: UserGiftEntry[];
  /** Free Rental Passes (docs/product.md): rental gifts not yet spent on their episode. */
  freeRental: number;
}

const isLive = (expiresAt: string) => expiresAt !== '' && Date.parse(expiresAt) > Date.now();

export function userDataView(d: UserDataQuery | undefined): UserDataView {
  if (!d) return { user: null, plan: null, gifts: [], freeRental: 0 };
  const gifts: UserGiftEntry[] = d.giftBox
    .filter((c) => c.type !== 'rental' || isLive(c.expiresAt))
    .map((c) => ({
      giftId: { _id: c.giftId, type: c.type, title: c.title, episodeId: c.episodeId ?? null },
      expiresAt: c.expiresAt || null,
      ...(c.type === 'rental' ? { used: c.spend > 0 } : {}),
    }));
  const { id, fullName, email, photo } = d.signedInUser;
  const { coin, bonusCoin, point } = d.balance;
  return {
    user: { id, fullName, email, photo, coin, bonusCoin, point },
    plan: d.userPlan ?? null,
    gifts,
    freeRental: gifts.filter((g) => g.giftId?.type === 'rental' && !g.used).length,
  };
}

/** The user data asked of the server now (a settlement's check), not the cached answer. */
export async function fetchUserData(client: Client): Promise<UserDataView> {
  return userDataView(await graphqlRequest(client, UserDataDocument, undefined, { fresh: true }));
}

const REFUSALS = new Set(['unauthorized', 'forbidden', 'not_found']);

/**
 * The server refused the reader (an ended or unknown session, another reader's data, an account
 * that is gone). No answer, a 5xx, a rate limit or a malformed query say nothing about the session.
 */
export function refusesSession(e: GraphqlError): boolean {
  const ext = e.graphQLErrors[0]?.extensions;
  return REFUSALS.has(String(ext?.category ?? '')) || ext?.code === 'AUTH.UNAUTHORIZED';
}

/** Deletes the offline data of every reader on this browser (its code is a chunk of its own). */
function wipeOfflineData(readerId: string | undefined): void {
  if (typeof indexedDB === 'undefined') return;
  void import('../lib/offline/wipe.js').then((m) => m.wipeOfflineData(null, readerId ? [readerId] : [])).catch(() => undefined);
}

/**
 * Clears the stored session (local storage and the atoms that mirror it) and every reader's
 * offline data (downloads, pages, queued progress, the persisted GraphQL cache: lib/offline/wipe.ts).
 * The session atoms changing gives the app a visitor's GraphQL client, so no answer of the reader
 * stays on screen. Sign-out, deactivation and a refused session all come through here.
 */
export function useClearSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUserId = useSetAtom(userIdAtom);
  return useCallback(() => {
    const readerId = storedCredentials()?.userId;
    clearLocalStorage();
    wipeOfflineData(readerId);
    setToken(RESET);
    setUserId(RESET);
  }, [setToken, setUserId]);
}

/**
 * The signed-in reader's user data. A page load asks the server once even when the persisted cache
 * has an answer (lib/graphql-client.ts, askOncePerLoad); the wallet stream keeps it current after
 * (app/wallet-sync.tsx refetches UserDataDocument).
 */
export function useUserData() {
  const loggedIn = useAtomValue(credentialsAtom) !== null;
  const clearSession = useClearSession();
  const { t } = useTranslation();
  const onError = useCallback(
    (e: GraphqlError) => {
      if (!refusesSession(e)) {
        notify.error(t('errors.fetchFailed'));
        return;
      }
      clearSession();
      notify.error(t('errors.pleaseLogin'));
    },
    [clearSession, t],
  );
  const query = useGraphqlQuery(UserDataDocument, undefined, { enabled: loggedIn, onError });
  const view = useMemo(() => userDataView(query.data), [query.data]);
  return { ...query, ...view, loggedIn };
}
