// App-wide providers: Jotai (client state), urql (GraphQL), i18next, the toast area, the
// language setting applied to i18next, the live wallet stream, and the shell's global dialogs.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Provider as UrqlProvider, type Client } from 'urql';
import { I18nextProvider } from 'react-i18next';
import i18n, { applyLanguage } from '../lib/i18n/index.js';
import { createGraphqlClient } from '../lib/urql.js';
import { Toasts } from '../components/toasts.js';
import { languageAtom } from '../stores/language.js';
import { WalletSync } from './wallet-sync.js';

function LanguageSync() {
  const language = useAtomValue(languageAtom);
  useEffect(() => applyLanguage(language), [language]);
  return null;
}

/** `graphql`: the client the entry already started the first page's query in (route-preload.ts). */
export function AppProvider({ children, graphql }: { children: ReactNode; graphql?: Client }) {
  const client = useMemo(() => graphql ?? createGraphqlClient(), [graphql]);
  return (
    <JotaiProvider>
      <UrqlProvider value={client}>
        <I18nextProvider i18n={i18n}>
          <LanguageSync />
          <WalletSync />
          {children}
          <Toasts />
        </I18nextProvider>
      </UrqlProvider>
    </JotaiProvider>
  );
}
