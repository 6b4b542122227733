// Purchase one episode (#purchase, docs/product.md): the episode, its price, the balance and Buy; a
// balance short of the price says by how much and leads to the coins instead.
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';
import { CoinIcon } from '../../../components/icons.js';
import type { ListEpisode } from '../lib/episode-rules.js';
import { GetCoinsButton, ShortfallNote, shortfallOf } from './coin-shortfall.js';

export interface PurchaseDialogProps {
  episode: ListEpisode | null;
  balance: number | null;
  busy: boolean;
  onBuy: (e: ListEpisode) => void;
  onClose: () => void;
}

export function PurchaseDialog({ episode, balance, busy, onBuy, onClose }: PurchaseDialogProps) {
  const { t } = useTranslation();
  const missing = episode ? shortfallOf(episode.coinPrice, balance) : 0;
  return (
    <Dialog
      id="purchase"
      open={episode !== null}
      onClose={onClose}
      title={t('browse.purchase.title')}
      footer={
        episode && (
          <>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('browse.purchase.cancel')}
            </button>
            {missing > 0 ? (
              <GetCoinsButton />
            ) : (
              <button type="button" className="button button--primary" disabled={busy} onClick={() => onBuy(episode)}>
                {t('browse.purchase.buy', { count: episode.coinPrice })}
              </button>
            )}
          </>
        )
      }
    >
      {episode && (
        <>
          <p className="purchase__episode">{t('browse.purchase.episode', { n: episode.episodeNumber, title: episode.title })}</p>
          <dl className="purchase__facts">
            <div>
              <dt>{t('browse.purchase.price')}</dt>
              <dd>
                <CoinIcon /> {t('browse.purchase.coinsValue', { count: episode.coinPrice })}
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
          <p className="muted">{t('browse.purchase.note')}</p>
        </>
      )}
    </Dialog>
  );
}
