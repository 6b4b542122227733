// The notice list of the coin page (docs/product.md Purchase Coins).
import { useTranslation } from 'react-i18next';

const NOTICES = ['usOnly', 'minors', 'refund', 'expire', 'history', 'support'] as const;

export function CoinNotice() {
  const { t } = useTranslation();
  return (
    <section className="notice card" aria-labelledby="coin-notice-title">
      <h2 id="coin-notice-title" className="notice__title">
        {t('money.noticeTitle')}
      </h2>
      <ul className="notice__list">
        {NOTICES.map((n) => (
          <li key={n}>{t(`money.notices.${n}`)}</li>
        ))}
      </ul>
    </section>
  );
}
