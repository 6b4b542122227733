// One coin pack (docs/product.md): discount badge, name, coin / bonus coin / point amounts, the crossed-out
// regular price and the sale price (₮ for mnt, else $); the price opens the payment dialog.
import { useTranslation } from 'react-i18next';
import { CoinIcon } from '../../../components/icons.js';
import { discountBadge, finalPrice, formatPrice, type PromoTerms } from '../../../lib/money.js';
import { formatNumber } from '../../../lib/locale.js';
import type { CoinPack } from '../api/coin-packs.js';

export function CoinPackCard({ pack, promo, onBuy }: { pack: CoinPack; promo: PromoTerms | null; onBuy: (pack: CoinPack) => void }) {
  const { t } = useTranslation();
  const badge = discountBadge(pack.regularPrice, pack.salePrice, promo, pack.currency);
  const price = formatPrice(finalPrice(pack.salePrice, promo, pack.currency), pack.currency);
  const showRegular = pack.regularPrice > finalPrice(pack.salePrice, promo, pack.currency);
  return (
    <li className="pack card">
      {badge > 0 && <p className="pack__badge">{t('money.off', { percent: badge })}</p>}
      <h3 className="pack__name">{pack.name}</h3>
      <p className="pack__coins">
        <CoinIcon /> <strong>{formatNumber(pack.coin)}</strong> <span>{t('money.coins')}</span>
      </p>
      <ul className="pack__extras">
        <li>
          <strong>+{formatNumber(pack.bonusCoin)}</strong> {t('money.bonusCoins')}
        </li>
        <li>
          <strong>+{formatNumber(pack.point)}</strong> {t('money.points')}
        </li>
      </ul>
      <button type="button" className="pack__price" onClick={() => onBuy(pack)}>
        <span className="visually-hidden">{t('money.buyPack', { name: pack.name })} </span>
        {showRegular && (
          <>
            <span className="visually-hidden">{t('money.regular')} </span>
            <s className="pack__regular">{formatPrice(pack.regularPrice, pack.currency)}</s>{' '}
          </>
        )}
        <span className="visually-hidden">{t('money.sale')} </span>
        <span className="pack__sale">{price}</span>
      </button>
    </li>
  );
}
