// The interface language has one source of truth: the account's setting (docs/product.md user setting,
// GraphQL userSetting / updateUserSetting) while a reader is signed in, the device's stored choice
// otherwise. The footer switch and the account dialog both go through useChooseLanguage, which
// saves to the account first; a signed-in app adopts the account's setting when it starts and
// when a reader signs in (so the next login comes up in the saved language). Answers read in the
// old language need nothing here: a language change gives the app a new GraphQL client
// (app/graphql-provider.tsx), which asks everything again in the new one.
import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql/index.js';
import { gqlMessage, graphqlRequest, useGraphqlClient, useGraphqlMutation } from '../lib/graphql.js';
import { loadLanguage, type LanguageSetting } from '../lib/i18n/index.js';
import { notify } from '../lib/toast.js';
import { languageAtom } from '../stores/language.js';
import { credentialsAtom } from '../stores/session.js';

const AccountLanguage = graphql(`query AccountLanguage { userSetting { id language } }`);
const SaveLanguage = graphql(`mutation SaveLanguage($input: SettingsInput!) { updateUserSetting(input: $input) { id language } }`);

const isLanguage = (v: unknown): v is LanguageSetting => v === 'english' || v === 'mongolian';

/**
 * Signed in: the account's language wins over the device's (mounted once, in the app provider).
 * Asked of the server once per reader, not answered from the cache: the setting may have been
 * changed on another device since this one last read it.
 */
export function useAccountLanguageSync(): void {
  const readerId = useAtomValue(credentialsAtom)?.userId ?? null;
  const setLanguage = useSetAtom(languageAtom);
  const client = useGraphqlClient();
  // The client of the moment the reader signs in; a language change (a new client) asks nothing.
  const latestClient = useRef(client);
  latestClient.current = client;
  useEffect(() => {
    if (!readerId) return;
    let live = true;
    graphqlRequest(latestClient.current, AccountLanguage, undefined, { fresh: true }).then(
      ({ userSetting }) => {
        if (live && isLanguage(userSetting.language)) setLanguage(userSetting.language);
      },
      () => undefined, // the interface keeps the device's language; nothing else depends on it
    );
    return () => {
      live = false;
    };
  }, [readerId, setLanguage]);
}

/**
 * Chooses the interface language: saved to the account when signed in (a failure keeps the old
 * language and says why), then applied, then confirmed with a toast. Resolves true when applied.
 */
export function useChooseLanguage() {
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const setLanguage = useSetAtom(languageAtom);
  const { run: saveLanguage, pending } = useGraphqlMutation(SaveLanguage);
  const { t } = useTranslation();
  const choose = useCallback(
    async (choice: LanguageSetting): Promise<boolean> => {
      if (signedIn) {
        try {
          await saveLanguage({ input: { language: choice } });
        } catch (e) {
          notify.error(gqlMessage(e, t('acct.updateSettingError')));
          return false;
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
    [signedIn, setLanguage, saveLanguage, t],
  );
  return { choose, pending };
}
