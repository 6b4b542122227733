// Login success (docs/product.md): stores the token and user id (JSON-encoded, docs/product.md) and refreshes the
// user data; the account's language setting (docs/product.md user setting) is then applied here too.
import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { removeReaderQueries } from '../../../lib/query-client.js';
import { rest } from '../../../lib/rest.js';
import type { LanguageSetting } from '../../../lib/i18n/index.js';
import { languageAtom } from '../../../stores/language.js';
import { tokenAtom, userIdAtom } from '../../../stores/session.js';
import type { LoginAnswer } from '../api/auth-api.js';

export function useStartSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUserId = useSetAtom(userIdAtom);
  const setLanguage = useSetAtom(languageAtom);
  const queryClient = useQueryClient();
  return useCallback(
    (answer: Pick<LoginAnswer, 'token' | 'user'>) => {
      const userId = answer.user._id ?? answer.user.id ?? '';
      removeReaderQueries(queryClient);
      setUserId(userId);
      setToken(answer.token);
      void rest.GET('/api/get-user-setting/{userId}', { params: { path: { userId } }, token: answer.token }).then(
        (r) => {
          const language = r.userSetting?.language;
          if (language === 'english' || language === 'mongolian') setLanguage(language as LanguageSetting);
        },
        () => undefined, // the interface keeps the device's language; nothing else depends on it
      );
    },
    [setToken, setUserId, setLanguage, queryClient],
  );
}
