// Usage History (docs/product.md): tabs All, Free Rental Passes, Coins, Bonus Coins; 'No usage history
// found'; pages of 5 from the server; each line names what it was about (usage-line.tsx). Above
// them, unlock-alls that can still be withdrawn.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../../components/page-frame.js';
import { Pager } from '../../../../components/pager.js';
import { Tabs } from '../../../../components/tabs.js';
import { formatLongUS } from '../../../../lib/dates.js';
import { useGraphqlQuery } from '../../../../lib/graphql.js';
import { USAGE_HISTORY } from '../../api/account-api.js';
import { useWalletChanges } from '../../../../api/use-wallet-changes.js';
import { Section, TableWrap } from '../section.js';
import { UsageLineDetails } from './usage-line.js';
import { WithdrawableUnlocks } from './withdrawable-unlocks.js';

type Tab = 'all' | 'rental' | 'coin' | 'bonus';
const KIND: Record<string, 'acct.kindRental' | 'acct.kindBonus' | 'acct.kindCoin'> = {
  rental: 'acct.kindRental',
  bonus: 'acct.kindBonus',
  coin: 'acct.kindCoin',
};

export function UsageHistory() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useGraphqlQuery(USAGE_HISTORY, { tab, page }, { fresh: true });
  useWalletChanges(() => void refetch());
  const result = data?.usageHistory;
  return (
    <Section id="usageHistory" title={t('pages.usageHistory')}>
      <WithdrawableUnlocks />
      <Tabs<Tab>
        label={t('pages.usageHistory')}
        value={tab}
        onChange={(k) => {
          setTab(k);
          setPage(1);
        }}
        items={[
          { key: 'all', label: t('acct.tabAll') },
          { key: 'rental', label: t('acct.tabRental') },
          { key: 'coin', label: t('acct.tabCoins') },
          { key: 'bonus', label: t('acct.tabBonus') },
        ]}
      >
        {loading ? (
          <Loading />
        ) : !result || result.items.length === 0 ? (
          <EmptyState>{t('acct.noUsage')}</EmptyState>
        ) : (
          <>
            <TableWrap label={t('pages.usageHistory')}>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t('acct.date')}</th>
                    <th scope="col">{t('acct.details')}</th>
                    <th scope="col">{t('acct.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.items.map((u) => (
                    <tr key={u.id}>
                      <td>{formatLongUS(u.createdAt)}</td>
                      <td>
                        <UsageLineDetails line={u} />
                      </td>
                      <td className={u.amount < 0 ? 'minus' : 'plus'}>
                        {u.amount > 0 ? '+' : ''}
                        {u.amount} {KIND[u.kind] ? t(KIND[u.kind]!) : u.kind}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            <Pager label={t('pages.usageHistory')} total={result.total} page={page} onChange={setPage} showAbovePages={1} />
          </>
        )}
      </Tabs>
    </Section>
  );
}
