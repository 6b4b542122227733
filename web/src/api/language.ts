// The interface language has one source of truth: the account's setting (docs/product.md user setting,
// update-user-setting / GraphQL updateUserSetting) while a reader is signed in, the device's stored
// choice otherwise. The footer switch and the account dialog both go through useChooseLanguage,
// which saves to the account first; a signed-in app adopts the account's setting when it starts
// (so the next login comes up in the saved language).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql/index.js';
import { gqlMessage, graphqlKey, graphqlRequest } from '../lib/graphql.js';
import { loadLanguage, type LanguageSetting } from '../lib/i18n/index.js';
import { notify } from '../lib/toast.js';
import { languageAtom } from '../stores/language.js';
import { credentialsAtom } from '../stores/session.js';

const AccountLanguage = graphql(`query AccountLanguage { userSetting { id language } }`);
const SaveLanguage = graphql(`mutation SaveLanguage($input: SettingsInput!) { updateUserSetting(input: $input) { id language } }`);

const isLanguage = (v: unknown): v is LanguageSetting => v === 'english' || v === 'mongolian';

/** Signed in: the account's language wins over the device's (mounted once, in the app provider). */
export function useAccountLanguageSync(): void {
  const credentials = useAtomValue(credentialsAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const q = useQuery({
    queryKey: [...graphqlKey(AccountLanguage), credentials?.userId ?? null],
    queryFn: () => graphqlRequest(AccountLanguage),
    enabled: credentials !== null,
  });
  const saved = q.data?.userSetting.language;
  useEffect(() => {
    if (isLanguage(saved) && saved !== language) setLanguage(saved);
    // Only a new answer from the server moves the interface (a local choice saves first).
  }, [saved]); // eslint-disable-line
}

/**
 * Chooses the interface language: saved to the account when signed in (a failure keeps the old
 * language and says why), then applied, then confirmed with a toast. Resolves true when applied.
 */
export function useChooseLanguage() {
  const credentials = useAtomValue(credentialsAtom);
  const [, setLanguage] = useAtom(languageAtom);
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const choose = useCallback(
    async (choice: LanguageSetting): Promise<boolean> => {
      if (credentials) {
        setPending(true);
        try {
          const answer = await graphqlRequest(SaveLanguage, { input: { language: choice } });
          queryClient.setQueryData([...graphqlKey(AccountLanguage), credentials.userId], { userSetting: answer.updateUserSetting });
        } catch (e) {
          notify.error(gqlMessage(e, t('acct.updateSettingError')));
          return false;
        } finally {
          setPending(false);
        }
      }
      // Mongolian's texts are a chunk of their own: here before the interface and the toast use them.
      await loadLanguage(choice).catch(() => undefined);
      setLanguage(choice);
      notify.success(
        t('rx.languageSaved', {
          lng: choice === 'mongolian' ? 'mn' : 'en',
          language: t(choice === 'mongolian' ? 'language.mongolian' : 'language.english', { lng: choice === 'mongolian' ? 'mn' : 'en' }),
        }),
      );
      return true;
    },
    [credentials, setLanguage, queryClient, t],
  );
  return { choose, pending };
}

/** Server data read in the old language is asked for again in the new one (not the setting itself). */
export function useRefetchOnLanguageChange(): void {
  const language = useAtomValue(languageAtom);
  const queryClient = useQueryClient();
  const previous = useRef(language);
  useEffect(() => {
    if (language === previous.current) return;
    previous.current = language;
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[1] !== 'AccountLanguage' });
  }, [language, queryClient]);
}
