// "Request refund" on a Coin Purchase History row (docs/product.md purchase notices): a bundle bought
// within 7 days with none of its coins or bonus coins spent. Asks first, then the server refunds
// it (requestRefund) and a toast says so; a refusal shows the server's reason.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongUS } from '../../../../lib/dates.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { REQUEST_REFUND } from '../../api/account-api.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';

export interface RefundablePack {
  orderId: string;
  coin: number;
  bonusCoin: number;
  point: number;
  until: string;
}

/** `onRefused`: the pack's state was not what the page showed; a refund done updates the lists itself (account-cache.ts). */
export function RefundRequest({ pack, onRefused }: { pack: RefundablePack; onRefused: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const refund = useGraphqlMutation(REQUEST_REFUND);
  const confirm = async () => {
    try {
      await refund.run({ orderId: pack.orderId });
      notify.success(t('acct.refunded'));
      setOpen(false);
    } catch (e) {
      notify.error(gqlMessage(e));
      onRefused();
    }
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={() => setOpen(true)}>
        {t('acct.requestRefund')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('acct.refundTitle')}
        confirmLabel={t('acct.requestRefund')}
        busy={refund.pending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        <p>{t('acct.refundConfirm', { coin: pack.coin, bonusCoin: pack.bonusCoin, point: pack.point })}</p>
        <p className="muted">{t('acct.refundRule', { date: formatLongUS(pack.until) })}</p>
      </ConfirmDialog>
    </>
  );
}
