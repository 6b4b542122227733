// Purchase Coins (spec §2) — page frame with its side anchors.
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';

export function PurchaseCoinPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.purchaseCoin')}>
      <nav className="anchors" aria-label={t('pages.purchaseCoin')}>
        <a href="#coin-packs">{t('pages.purchaseCoin')}</a>
        <a href="#coupon">{t('pages.enterCoupon')}</a>
      </nav>
      <section id="coin-packs"><EmptyState>{t('empty.noData')}</EmptyState></section>
      <section id="coupon" aria-label={t('pages.enterCoupon')} />
    </PageFrame>
  );
}
