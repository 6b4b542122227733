// Login success (docs/product.md): stores the token and user id (JSON-encoded, docs/product.md). The
// session atoms changing gives the app the reader's own GraphQL client, which loads the user data;
// the account's language setting (docs/product.md user setting) is then applied by the app's
// language sync (api/language.ts useAccountLanguageSync).
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { tokenAtom, userIdAtom } from '../../../stores/session.js';
import type { LoginAnswer } from '../api/auth-api.js';

export function useStartSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUserId = useSetAtom(userIdAtom);
  return useCallback(
    (answer: Pick<LoginAnswer, 'token' | 'user'>) => {
      setUserId(answer.user._id ?? answer.user.id ?? '');
      setToken(answer.token);
    },
    [setToken, setUserId],
  );
}
