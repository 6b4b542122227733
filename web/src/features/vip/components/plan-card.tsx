// One VIP plan (docs/product.md): discount (percent or $), name, duration, the base price crossed out and
// the price button; the reader's current plan shows a disabled 'Active'.
import { useTranslation } from 'react-i18next';
import { finalPrice, formatPrice, planDiscount, type PromoTerms } from '../../../lib/money.js';
import type { Plan } from '../api/plans.js';

export function PlanCard({
  plan,
  promo,
  active,
  onBuy,
}: {
  plan: Plan;
  promo: PromoTerms | null;
  active: boolean;
  onBuy: (plan: Plan) => void;
}) {
  const { t } = useTranslation();
  const discount = planDiscount(plan);
  const amount = finalPrice(plan.price, promo, 'usd');
  const price = formatPrice(amount, 'usd');
  const duration = t('money.months', { count: plan.duration });
  return (
    <li className={`plan card ${active ? 'plan--active' : ''}`}>
      {discount && (
        <p className="plan__badge">
          {'percent' in discount ? t('money.off', { percent: discount.percent }) : t('money.offAmount', { amount: discount.amount })}
        </p>
      )}
      <h3 className="plan__name">{plan.name}</h3>
      <p className="plan__duration">{duration}</p>
      <p className="plan__prices">
        {plan.basePrice > amount && (
          <>
            <span className="visually-hidden">{t('money.basePrice')}</span>
            <s className="plan__base">{formatPrice(plan.basePrice, 'usd')}</s>{' '}
          </>
        )}
        <span className="visually-hidden">{t('money.price')}</span>
        <strong className="plan__price">{price}</strong>
      </p>
      {active ? (
        <button type="button" className="button button--ghost plan__button" disabled>
          {t('money.active')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary plan__button"
          onClick={() => onBuy(plan)}
          aria-label={t('money.buy', { name: plan.name, price })}
        >
          {price}
        </button>
      )}
    </li>
  );
}
