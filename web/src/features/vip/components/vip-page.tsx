// VIP Subscription (/vip-subscription, docs/product.md): the 0-12 hours activation note, the plan cards
// (the reader's current plan as a disabled 'Active', and its state: paused, set to cancel, on hold), the Redeem Code form (server message on a
// failed lookup) and the manual bank-transfer table. A price opens the payment dialog; payment
// requires login (else /login).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CouponForm, type Promo } from '../../../components/coupon-form.js';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { PaymentDialog, type PaymentItem } from '../../../components/payment/payment-dialog.js';
import { useUserData } from '../../../api/user-data.js';
import { formatLongUS } from '../../../lib/dates.js';
import { gqlMessage } from '../../../lib/graphql.js';
import { finalPrice, isCurrentPlan, promoApplies } from '../../../lib/money.js';
import { usePlans, type Plan } from '../api/plans.js';
import { BankTransfer } from './bank-transfer.js';
import { PlanCard } from './plan-card.js';
import './vip.css';

export function VipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userData = useUserData();
  const { data, loading, error } = usePlans();
  const [promo, setPromo] = useState<Promo | null>(null);
  const [item, setItem] = useState<PaymentItem | null>(null);
  const plans = data?.plans ?? [];
  const userPlan = userData.plan;
  // A held or ended plan is not current: buying a plan is how a held member pays again.
  const state = userPlan?.status;
  const current = isCurrentPlan(userPlan) && state !== 'on_hold' && state !== 'ended' ? userPlan : null;
  const currentText =
    state === 'paused' ? 'money.currentPlanPaused' : state === 'pending_cancellation' ? 'money.currentPlanCancelling' : 'money.currentPlan';
  const currentPlanId = current?.planId ?? null;

  const buy = (plan: Plan) => {
    if (!userData.loggedIn) {
      navigate('/login');
      return;
    }
    setItem({
      kind: 'plan',
      id: plan.id,
      name: plan.name,
      amount: finalPrice(plan.price, promo, 'usd'),
      currency: 'usd',
      promoId: promoApplies(promo, 'usd') ? promo.id : null,
      details: t('money.months', { count: plan.duration }),
    });
  };

  return (
    <PageFrame title={t('pages.vip')} className="vip">
      <div className="vip__hero">
        <p>{t('money.vipIntro')}</p>
        <p>
          <strong>{t('money.activation')}</strong>
        </p>
        {current && <p className="vip__current">{t(currentText, { name: current.name, date: formatLongUS(current.endDate) })}</p>}
        {state === 'on_hold' && (
          <p className="vip__current" role="alert">
            {t('money.currentPlanOnHold', { name: userPlan?.name ?? '' })}
          </p>
        )}
      </div>
      <div className="vip__layout">
        <nav className="vip__anchors" aria-label={t('pages.vip')}>
          <a href="#vip-plans">{t('money.plansTitle')}</a>
          <a href="#redeem-code">{t('money.redeemTitle')}</a>
          <a href="#bank-transfer">{t('money.bankTitle')}</a>
        </nav>
        <div className="vip__main">
          <section id="vip-plans" className="vip__section" aria-labelledby="vip-plans-title">
            <h2 id="vip-plans-title" className="vip__title">
              {t('money.plansTitle')}
            </h2>
            {loading ? (
              <Loading />
            ) : error ? (
              <EmptyState>{gqlMessage(error)}</EmptyState>
            ) : plans.length === 0 ? (
              <EmptyState>{t('empty.noDataFound')}</EmptyState>
            ) : (
              <ul className="plans">
                {plans.map((p) => (
                  <PlanCard key={p.id} plan={p} promo={promo} active={p.id === currentPlanId} onBuy={buy} />
                ))}
              </ul>
            )}
          </section>
          <CouponForm id="redeem-code" title={t('money.redeemTitle')} promo={promo} onChange={setPromo} failure="server" currency="usd" />
          <BankTransfer />
        </div>
      </div>
      <PaymentDialog item={item} onClose={() => setItem(null)} />
    </PageFrame>
  );
}
