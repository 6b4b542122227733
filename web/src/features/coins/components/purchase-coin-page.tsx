// Purchase Coins (/purchase-coin, spec §2): side anchors, the active packs, the coupon form and
// the notice list. A price opens the payment dialog; payment requires login (else /login).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CouponForm, type Promo } from '../../../components/coupon-form.js';
import { CoinIcon } from '../../../components/icons.js';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { PaymentDialog, type PaymentItem } from '../../../components/payment/payment-dialog.js';
import { useUserData } from '../../../api/user-data.js';
import { finalPrice, promoApplies } from '../../../lib/money.js';
import { gqlMessage } from '../../../lib/graphql.js';
import { useCoinPacks, type CoinPack } from '../api/coin-packs.js';
import { CoinNotice } from './coin-notice.js';
import { CoinPackCard } from './coin-pack-card.js';
import './coins.css';

export function PurchaseCoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userData = useUserData();
  const { data, isFetching: fetching, error } = useCoinPacks();
  const [promo, setPromo] = useState<Promo | null>(null);
  const [item, setItem] = useState<PaymentItem | null>(null);
  const packs = data?.coinPacks ?? [];

  const buy = (pack: CoinPack) => {
    if (!userData.loggedIn) { navigate('/login'); return; }
    setItem({
      kind: 'coin_pack', id: pack.id, name: pack.name, amount: finalPrice(pack.salePrice, promo, pack.currency), currency: pack.currency, promoId: promoApplies(promo, pack.currency) ? promo._id ?? null : null,
      details: `${pack.coin} ${t('money.coins')} · +${pack.bonusCoin} ${t('money.bonusCoins')} · +${pack.point} ${t('money.points')}`,
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
            <h2 id="coin-packs-title" className="money__section-title">{t('money.packsTitle')}</h2>
            {userData.user && (
              <p className="money__balance"><CoinIcon /> {t('account.coin')} <strong>{userData.user.coin ?? 0}</strong> · {t('account.bonusCoins')} <strong>{userData.user.bonusCoin ?? 0}</strong></p>
            )}
            {fetching && !data ? <Loading /> : error ? <EmptyState>{gqlMessage(error)}</EmptyState> : packs.length === 0 ? (
              <EmptyState>{t('empty.noDataFound')}</EmptyState>
            ) : (
              <ul className="packs">{packs.map((p) => <CoinPackCard key={p.id} pack={p} promo={promo} onBuy={buy} />)}</ul>
            )}
          </section>
          <CouponForm id="coupon" title={t('money.couponTitle')} promo={promo} onChange={setPromo} failure="fixed" currency={packs[0]?.currency} />
          <CoinNotice />
        </div>
      </div>
      <PaymentDialog item={item} onClose={() => setItem(null)} />
    </PageFrame>
  );
}
