// The reader's user data (docs/product.md 'User-data response', 'User data state'), shared by the
// account menu and, later, every screen that shows balances. Loaded only when both a user id
// and a token are stored (docs/product.md); a failed load clears local storage and asks for a login.
import { useCallback, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RESET } from 'jotai/utils';
import { useTranslation } from 'react-i18next';
import { ApiError, detailed, rest, type Detailed, type RestAnswer } from '../lib/rest.js';
import { removeReaderQueries, useQueryFailure, useQueryState } from '../lib/query-client.js';
import { clearLocalStorage, storedCredentials } from '../lib/storage.js';
import { notify } from '../lib/toast.js';
import { credentialsAtom, tokenAtom, userIdAtom } from '../stores/session.js';

export interface UserProfile {
  _id: string;
  id?: string;
  fullName?: string;
  userName?: string;
  email?: string;
  photo?: string;
  dob?: string;
  gender?: 'male' | 'female' | 'other';
  coin?: number;
  bonusCoin?: number;
  point?: number;
}
export interface UserPlanSummary {
  _id?: string;
  name?: string;
  endDate?: string | null;
  status?: string;
}
export interface UserGiftEntry {
  giftId?: { _id?: string; type?: string; title?: string; episodeId?: string | { _id?: string } | null } | null;
  expiresAt?: string | null;
  /** A rental pass already spent on its episode (it still opens it until it expires). */
  used?: boolean;
}
export type UserData = Detailed<
  RestAnswer<'get', '/api/get-user-data/{userId}'>,
  { user: UserProfile; plan?: UserPlanSummary | null; gift?: UserGiftEntry[] }
>;

/** Deletes the offline data of every reader on this browser (its code is a chunk of its own). */
function wipeOfflineData(readerId: string | undefined): void {
  if (typeof indexedDB === 'undefined') return;
  void import('../lib/offline/wipe.js').then((m) => m.wipeOfflineData(null, readerId ? [readerId] : [])).catch(() => undefined);
}

export const userDataKey = (userId: string) => ['user-data', userId] as const;

/** The reader's user data, asked with their token. */
export const getUserData = ({ userId, token }: { userId: string; token: string }) =>
  detailed<UserData>(rest.GET('/api/get-user-data/{userId}', { params: { path: { userId } }, token }));

/**
 * Clears the stored session (local storage and the atoms that mirror it), cached user data and
 * every reader's offline data (downloads, pages, queued progress: lib/offline/wipe.ts).
 * Sign-out, deactivation and a refused session all come through here.
 */
export function useClearSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUserId = useSetAtom(userIdAtom);
  const queryClient = useQueryClient();
  return useCallback(() => {
    const readerId = storedCredentials()?.userId;
    clearLocalStorage();
    wipeOfflineData(readerId);
    setToken(RESET);
    setUserId(RESET);
    removeReaderQueries(queryClient);
  }, [setToken, setUserId, queryClient]);
}

export function useUserData() {
  const credentials = useAtomValue(credentialsAtom);
  const clearSession = useClearSession();
  const { t } = useTranslation();
  const key = credentials ? userDataKey(credentials.userId) : null;
  const q = useQuery({
    queryKey: key ?? ['user-data', null],
    queryFn: () => getUserData(credentials!),
    enabled: key !== null,
  });
  const onError = useCallback(
    (e: unknown) => {
      // No answer from the server (offline, 5xx): the session is not in question; 'Fetch failed'.
      if (!(e instanceof ApiError) || e.status >= 500) {
        notify.error(t('errors.fetchFailed'));
        return;
      }
      clearSession();
      notify.error(t('errors.pleaseLogin'));
    },
    [clearSession, t],
  );
  useQueryFailure(key, q, onError);
  const query = useQueryState(q, key !== null);
  const derived = useMemo(() => {
    const d = query.data;
    return {
      user: d?.user ?? null,
      plan: d?.plan ?? null,
      gifts: d?.gift ?? [],
      loginDevices: d?.loginDevices ?? [],
      /** Free Rental Passes (docs/product.md): rental gifts not yet spent on their episode. */
      freeRental: (d?.gift ?? []).filter((g) => g?.giftId?.type === 'rental' && !g.used).length,
    };
  }, [query.data]);
  return { ...query, ...derived, loggedIn: credentials !== null };
}
