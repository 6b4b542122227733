// Expected Expiration Dates (docs/product.md): tabs All, Free Rental Passes, Bonus Coins, Points; each
// entry shows remaining/total, the expiration date and details; a rental pass links to
// /episode-view/{episodeId}. Pages of 5 from the server.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../../components/page-frame.js';
import { Pager } from '../../../../components/pager.js';
import { Tabs } from '../../../../components/tabs.js';
import { formatLongUS } from '../../../../lib/dates.js';
import { useGraphqlQuery } from '../../../../lib/graphql.js';
import { EXPIRATIONS } from '../../api/account-api.js';
import { useWalletChanges } from '../../../../api/use-wallet-changes.js';
import { Section } from '../section.js';

type Tab = 'all' | 'rental' | 'bonus' | 'point';
const KIND_LABEL: Record<string, 'acct.kindRental' | 'acct.kindBonus' | 'acct.kindPoint'> = {
  rental: 'acct.kindRental',
  bonus: 'acct.kindBonus',
  point: 'acct.kindPoint',
};

export function Expirations() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useGraphqlQuery(EXPIRATIONS, { tab, page }, { fresh: true });
  useWalletChanges(() => void refetch());
  const result = data?.expirations;
  return (
    <Section id="expiration" title={t('pages.expiration')}>
      <Tabs<Tab>
        label={t('pages.expiration')}
        value={tab}
        onChange={(k) => {
          setTab(k);
          setPage(1);
        }}
        items={[
          { key: 'all', label: t('acct.tabAll') },
          { key: 'rental', label: t('acct.tabRental') },
          { key: 'bonus', label: t('acct.tabBonus') },
          { key: 'point', label: t('acct.tabPoint') },
        ]}
      >
        {loading ? (
          <Loading />
        ) : !result || result.items.length === 0 ? (
          <EmptyState>{t('empty.noDataFound')}</EmptyState>
        ) : (
          <>
            <ul className="entries">
              {result.items.map((e) => (
                <li key={e.id} className="entry">
                  <p className="entry__kind">{KIND_LABEL[e.kind] ? t(KIND_LABEL[e.kind]!) : e.kind}</p>
                  <p className="entry__amount">
                    <span className="visually-hidden">{t('acct.remaining')} </span>
                    {e.remaining}/{e.total}
                  </p>
                  <p className="entry__date">
                    {t('acct.expiresOn')}: {formatLongUS(e.expiresAt)}
                  </p>
                  {(e.detail || e.episodeId) && (
                    <p className="entry__detail">
                      {e.kind === 'rental' && e.episodeId ? (
                        <Link className="link" to={`/episode-view/${e.episodeId}`}>
                          {e.detail || t('acct.openEpisode')}
                        </Link>
                      ) : (
                        e.detail
                      )}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <Pager label={t('pages.expiration')} total={result.total} page={page} onChange={setPage} showAbovePages={1} />
          </>
        )}
      </Tabs>
    </Section>
  );
}
