// Unlock all (#unlock, docs/product.md): the locked coin episodes, their summed price, the balance and
// the notes (7-day withdrawal for unviewed episodes, points valid 30 days, points to the gift box);
// a balance short of the total says by how much and leads to the coins instead of Unlock.
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';
import { CoinIcon } from '../../../components/icons.js';
import { GetCoinsButton, ShortfallNote, shortfallOf } from './coin-shortfall.js';

export interface UnlockDialogProps {
  open: boolean;
  count: number;
  total: number;
  balance: number | null;
  busy: boolean;
  onUnlock: () => void;
  onClose: () => void;
}

export function UnlockDialog({ open, count, total, balance, busy, onUnlock, onClose }: UnlockDialogProps) {
  const { t } = useTranslation();
  const missing = count > 0 ? shortfallOf(total, balance) : 0;
  return (
    <Dialog
      id="unlock"
      open={open}
      onClose={onClose}
      title={t('browse.unlock.title')}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('browse.purchase.cancel')}
          </button>
          {missing > 0 ? (
            <GetCoinsButton />
          ) : (
            <button type="button" className="button button--primary" disabled={busy || count === 0} onClick={onUnlock}>
              {t('browse.unlock.buy', { count: total })}
            </button>
          )}
        </>
      }
    >
      <dl className="purchase__facts">
        <div>
          <dt>{t('browse.unlock.count')}</dt>
          <dd>{count}</dd>
        </div>
        <div>
          <dt>{t('browse.unlock.total')}</dt>
          <dd>
            <CoinIcon /> {t('browse.purchase.coinsValue', { count: total })}
          </dd>
        </div>
        {balance !== null && (
          <div>
            <dt>{t('browse.purchase.balance')}</dt>
            <dd>
              <CoinIcon /> {t('browse.purchase.coinsValue', { count: balance })}
            </dd>
          </div>
        )}
      </dl>
      {missing > 0 && <ShortfallNote missing={missing} />}
      <h3 className="purchase__notes-title">{t('browse.unlock.notes')}</h3>
      <ul className="checklist">
        <li>{t('browse.unlock.noteWithdraw')}</li>
        <li>{t('browse.unlock.notePoints')}</li>
        <li>{t('browse.unlock.noteGiftBox')}</li>
      </ul>
    </Dialog>
  );
}
