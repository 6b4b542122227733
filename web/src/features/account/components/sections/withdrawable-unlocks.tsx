// "Withdraw unopened episodes" (docs/product.md unlock-all notes): each unlock-all still inside its
// 7-day window, with the episodes not yet opened and the coins they give back. Asks first (listing
// them), then the server relocks them and returns the coins (requestWithdrawal); a toast says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongUS } from '../../../../lib/dates.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { REQUEST_WITHDRAWAL } from '../../api/account-api.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { useRefundOptions } from './use-refund-options.js';

interface Withdrawable {
  unlockId: string;
  until: string;
  coins: number;
  episodes: Array<{ episodeId: string; title: string; episodeNumber: number; price: number }>;
}

export function WithdrawableUnlocks() {
  const { t } = useTranslation();
  const { options, refetch } = useRefundOptions();
  const [asking, setAsking] = useState<Withdrawable | null>(null);
  const withdraw = useGraphqlMutation(REQUEST_WITHDRAWAL);
  if (!options?.unlocks.length) return null;

  const confirm = async (u: Withdrawable) => {
    try {
      await withdraw.run({ unlockId: u.unlockId });
      notify.success(t('acct.withdrawn'));
      setAsking(null);
    } catch (e) {
      // Refused: the unlock's state was not what the list showed. A withdrawal done updates the lists itself (account-cache.ts).
      notify.error(gqlMessage(e));
      void refetch();
    }
  };

  return (
    <div className="withdrawals">
      <h3 className="withdrawals__title">{t('acct.withdrawTitle')}</h3>
      <ul className="withdrawals__list">
        {options.unlocks.map((u) => (
          <li key={u.unlockId} className="withdrawals__item">
            <span>{t('acct.withdrawSummary', { count: u.episodes.length, coins: u.coins, date: formatLongUS(u.until) })}</span>
            <button type="button" className="button button--small" onClick={() => setAsking(u)}>
              {t('acct.withdrawButton')}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={t('acct.withdrawButton')}
        confirmLabel={t('acct.withdrawButton')}
        busy={withdraw.pending}
        onConfirm={() => {
          if (asking) void confirm(asking);
        }}
        onClose={() => setAsking(null)}
      >
        {asking && (
          <>
            <p>{t('acct.withdrawConfirm', { count: asking.episodes.length, coins: asking.coins })}</p>
            <ul className="withdrawals__episodes">
              {asking.episodes.map((e) => (
                <li key={e.episodeId}>{t('acct.withdrawEpisode', { number: e.episodeNumber, title: e.title, count: e.price })}</li>
              ))}
            </ul>
            <p className="muted">{t('acct.withdrawRule')}</p>
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
