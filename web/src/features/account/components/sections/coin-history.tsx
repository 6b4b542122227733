// Coin Purchase History (docs/product.md): date, +coins, received bonus coins, points; 'No history';
// a failed load reads 'No purchae history found'; pages of 5, the pager always shown (docs/product.md).
// A bundle still refundable (7 days, nothing of it spent) shows 'Request refund'.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading } from '../../../../components/page-frame.js';
import { Pager } from '../../../../components/pager.js';
import { formatLongUS } from '../../../../lib/dates.js';
import { useGraphqlQuery } from '../../../../lib/graphql.js';
import { COIN_PURCHASES } from '../../api/account-api.js';
import { useWalletChanges } from '../../../../api/use-wallet-changes.js';
import { Section, TableWrap } from '../section.js';
import { RefundRequest } from './refund-request.js';
import { useRefundOptions } from './use-refund-options.js';

export function CoinHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useGraphqlQuery(COIN_PURCHASES, { page }, { fresh: true });
  useWalletChanges(() => void refetch());
  const result = data?.coinPurchases;
  const { options, refetch: refetchOptions } = useRefundOptions();
  const refundable = new Map((options?.packs ?? []).map((p) => [p.orderId, p]));
  const afterRefusal = () => {
    void refetchOptions();
    void refetch();
  };
  return (
    <Section id="coinHistory" title={t('pages.coinHistory')}>
      {loading ? (
        <Loading />
      ) : error ? (
        <EmptyState>{t('acct.purchaseFailed')}</EmptyState>
      ) : !result || result.items.length === 0 ? (
        <EmptyState>{t('acct.noHistory')}</EmptyState>
      ) : (
        <>
          <TableWrap label={t('pages.coinHistory')}>
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('acct.date')}</th>
                  <th scope="col">{t('acct.coinsCol')}</th>
                  <th scope="col">{t('acct.bonusCol')}</th>
                  <th scope="col">{t('acct.pointsCol')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('acct.refundCol')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((p) => (
                  <tr key={p.id}>
                    <td>{formatLongUS(p.createdAt)}</td>
                    <td className="plus">+{p.coin}</td>
                    <td>+{p.bonusCoin}</td>
                    <td>+{p.point}</td>
                    <td>{refundable.has(p.id) && <RefundRequest pack={refundable.get(p.id)!} onRefused={afterRefusal} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <Pager label={t('pages.coinHistory')} total={result.total} page={page} onChange={setPage} />
        </>
      )}
    </Section>
  );
}
