// Purchase Coins (/purchase-coin, docs/product.md): side anchors, the active packs, the coupon form and
// the notice list. A price opens the payment dialog; payment requires login (else /login). Packs
// show one currency at a time, the reader's first (pack-currencies.ts); a fixed coupon brings its
// own currency's packs forward, since it applies to those only.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CouponForm, type Promo } from '../../../components/coupon-form.js';
import { CoinIcon } from '../../../components/icons.js';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { PaymentDialog, type PaymentItem } from '../../../components/payment/payment-dialog.js';
import { useUserData } from '../../../api/user-data.js';
import { finalPrice, promoApplies, promoLabel } from '../../../lib/money.js';
import { gqlMessage } from '../../../lib/graphql.js';
import { formatNumber } from '../../../lib/locale.js';
import { languageAtom } from '../../../stores/language.js';
import { useCoinPacks, type CoinPack } from '../api/coin-packs.js';
import { normalCurrency, packCurrencies, promoCurrency, shownCurrency, type PackCurrency } from '../lib/pack-currencies.js';
import { CoinNotice } from './coin-notice.js';
import { CoinPackCard } from './coin-pack-card.js';
import { CurrencySwitch } from './currency-switch.js';
import './coins.css';

export function PurchaseCoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userData = useUserData();
  const { data, loading, error } = useCoinPacks();
  const [promo, setPromo] = useState<Promo | null>(null);
  const [item, setItem] = useState<PaymentItem | null>(null);
  const [chosen, setChosen] = useState<PackCurrency | null>(null);
  const language = useAtomValue(languageAtom);
  const allPacks = data?.coinPacks ?? [];
  const currencies = packCurrencies(allPacks, language);
  const currency = shownCurrency(currencies, chosen);
  const packs = allPacks.filter((p) => normalCurrency(p.currency) === currency);
  const tiedTo = promoCurrency(promo);

  const changePromo = (p: Promo | null) => {
    setPromo(p);
    const own = promoCurrency(p);
    if (own) setChosen(own);
  };

  const buy = (pack: CoinPack) => {
    if (!userData.loggedIn) {
      navigate('/login');
      return;
    }
    setItem({
      kind: 'coin_pack',
      id: pack.id,
      name: pack.name,
      amount: finalPrice(pack.salePrice, promo, pack.currency),
      currency: pack.currency,
      promoId: promoApplies(promo, pack.currency) ? promo.id : null,
      details: `${formatNumber(pack.coin)} ${t('money.coins')} · +${formatNumber(pack.bonusCoin)} ${t('money.bonusCoins')} · +${formatNumber(pack.point)} ${t('money.points')}`,
    });
  };

  return (
    <PageFrame title={t('pages.purchaseCoin')} className="money">
      <div className="money__layout">
        <nav className="money__anchors" aria-label={t('pages.purchaseCoin')}>
          <a href="#coin-packs">{t('pages.purchaseCoin')}</a>
          <a href="#coupon">{t('pages.enterCoupon')}</a>
        </nav>
        <div className="money__main">
          <section id="coin-packs" className="money__section" aria-labelledby="coin-packs-title">
            <h2 id="coin-packs-title" className="money__section-title">
              {t('money.packsTitle')}
            </h2>
            {userData.user && (
              <p className="money__balance">
                <CoinIcon /> {t('account.coin')} <strong>{formatNumber(userData.user.coin)}</strong> · {t('account.bonusCoins')}{' '}
                <strong>{formatNumber(userData.user.bonusCoin)}</strong>
              </p>
            )}
            {loading ? (
              <Loading />
            ) : error ? (
              <EmptyState>{gqlMessage(error)}</EmptyState>
            ) : currency === null ? (
              <EmptyState>{t('empty.noDataFound')}</EmptyState>
            ) : (
              <CurrencySwitch currencies={currencies} value={currency} onChange={setChosen}>
                {promo && tiedTo && (
                  <p className="money__promo-scope" role="status">
                    {t('money.currency.promoFor', {
                      name: promo.name,
                      discount: promoLabel(promo),
                      currency: t(`money.currency.${tiedTo}`),
                    })}
                  </p>
                )}
                <ul className="packs">
                  {packs.map((p) => (
                    <CoinPackCard key={p.id} pack={p} promo={promo} onBuy={buy} />
                  ))}
                </ul>
              </CurrencySwitch>
            )}
          </section>
          <CouponForm
            id="coupon"
            title={t('money.couponTitle')}
            promo={promo}
            onChange={changePromo}
            failure="fixed"
            currency={currency ?? undefined}
          />
          <CoinNotice />
        </div>
      </div>
      <PaymentDialog item={item} onClose={() => setItem(null)} />
    </PageFrame>
  );
}
