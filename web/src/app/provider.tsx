// App-wide providers: Jotai (client state), urql (server data: app/graphql-provider.tsx), i18next, the toast area, the
// language setting applied to i18next, the live wallet stream, offline reading's upkeep, and the shell's global dialogs.
import { useEffect, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import i18n, { applyLanguage } from '../lib/i18n/index.js';
import type { GraphqlClient } from '../lib/graphql-client.js';
import { GraphqlProvider } from './graphql-provider.js';
import { Toasts } from '../components/toasts.js';
import { languageAtom } from '../stores/language.js';
import { isPlusAtom } from '../stores/adult.js';
import { credentialsAtom } from '../stores/session.js';
import { isVisitorView, rememberView } from './server-rendered.js';
import { WalletSync } from './wallet-sync.js';
import { OfflineSync } from './offline-sync.js';
import { useAccountLanguageSync } from '../api/language.js';

/**
 * Marks the moment the app has rendered or hydrated its first page and answers input (a
 * server-rendered page shows before that): `<html data-ready>` and a User Timing mark
 * `koma:ready`, for monitoring and for tests that must not act on a page that is not live yet.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    performance.mark?.('koma:ready');
  }, []);
  return null;
}

/** Keeps the server told whether this browser's pages are a visitor's (server-rendered.ts). */
function ViewCookie() {
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const isPlus = useAtomValue(isPlusAtom);
  const language = useAtomValue(languageAtom);
  useEffect(() => rememberView(isVisitorView({ signedIn, isPlus, language })), [signedIn, isPlus, language]);
  return null;
}

function LanguageSync() {
  const language = useAtomValue(languageAtom);
  useEffect(() => applyLanguage(language), [language]);
  useAccountLanguageSync();
  return null;
}

/** `graphql`: the client the entry already started the first page's calls in (route-preload.ts). */
export function AppProvider({ children, graphql }: { children: ReactNode; graphql?: GraphqlClient }) {
  return (
    <JotaiProvider>
      <GraphqlProvider initial={graphql}>
        <I18nextProvider i18n={i18n}>
          <LanguageSync />
          <ViewCookie />
          <ReadyMark />
          <WalletSync />
          <OfflineSync />
          {children}
          <Toasts />
        </I18nextProvider>
      </GraphqlProvider>
    </JotaiProvider>
  );
}
