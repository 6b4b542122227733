// Login success (spec §4): stores the token and user id (JSON-encoded, spec §3), refreshes the
// user data and goes to /.
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { invalidateQueries } from '../../../lib/query.js';
import { tokenAtom, userIdAtom } from '../../../stores/session.js';
import type { LoginAnswer } from '../api/auth-api.js';

export function useStartSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUserId = useSetAtom(userIdAtom);
  return useCallback((answer: LoginAnswer) => {
    invalidateQueries('user-data:');
    setUserId(answer.user._id ?? answer.user.id ?? '');
    setToken(answer.token);
  }, [setToken, setUserId]);
}
