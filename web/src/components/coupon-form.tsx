// The coupon / redeem-code form of the coin and VIP pages (docs/product.md promo code): an
// empty code does nothing; a found code is applied once the reader confirms ('Promo code
// applied!'); a failed lookup clears the input and the promo and shows 'Promo code is expired or
// invalid' (coin page) or the server's message (VIP page); Remove Code clears both.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql/index.js';
import type { PromoByNameQuery } from '../gql/graphql.js';
import { gqlMessage, graphqlRequest, useGraphqlClient } from '../lib/graphql.js';
import { promoLabel } from '../lib/money.js';
import { notify } from '../lib/toast.js';
import './coupon-form.css';

/** Asked of the server at each lookup (never from the cache): a code can expire or run out meanwhile. */
const PromoByName = graphql(`query PromoByName($name: String!) { promoByName(name: $name) { id name discountType amount currency } }`);

export type Promo = PromoByNameQuery['promoByName'];

interface Props {
  id: string;
  title: string;
  promo: Promo | null;
  onChange: (promo: Promo | null) => void;
  /** 'fixed': the coin page's own failure text; 'server': the server's message (VIP page). */
  failure: 'fixed' | 'server';
  currency?: string;
}

export function CouponForm({ id, title, promo, onChange, failure, currency }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const client = useGraphqlClient();
  const [code, setCode] = useState(promo?.name ?? '');
  const [found, setFound] = useState<Promo | null>(null);
  const [busy, setBusy] = useState(false);

  const lookUp = async () => {
    const name = code.trim();
    if (!name || busy) return;
    setBusy(true);
    try {
      const answer = await graphqlRequest(client, PromoByName, { name }, { fresh: true });
      setFound(answer.promoByName);
    } catch (e) {
      setCode('');
      setFound(null);
      onChange(null);
      if (failure === 'fixed') notify.error(t('money.promoInvalid'));
      else notify.error(gqlMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const apply = () => {
    if (!found) return;
    onChange(found);
    setFound(null);
    notify.success(t('money.promoApplied'));
  };

  const remove = () => {
    setCode('');
    setFound(null);
    onChange(null);
  };

  return (
    <section id={id} className="coupon card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="coupon__title">
        {title}
      </h2>
      <form
        className="coupon__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (promo) remove();
          else void lookUp();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('money.couponLabel')}
        </label>
        <input
          id={inputId}
          className="coupon__input"
          name="code"
          value={code}
          maxLength={50}
          autoComplete="off"
          placeholder={t('money.couponLabel')}
          readOnly={promo !== null}
          onChange={(e) => {
            setCode(e.target.value);
            setFound(null);
          }}
        />
        <button type="submit" className={`button ${promo ? 'button--ghost' : 'button--primary'}`} disabled={busy}>
          {promo ? t('money.removeCode') : t('money.activeCode')}
        </button>
      </form>
      {found && !promo && (
        <div className="coupon__confirm" role="group" aria-label={found.name}>
          <p>{t('money.promoFound', { name: found.name, discount: promoLabel(found, currency) })}</p>
          <div className="coupon__actions">
            <button type="button" className="button button--primary button--small" onClick={apply}>
              {t('money.apply')}
            </button>
            <button type="button" className="button button--ghost button--small" onClick={() => setFound(null)}>
              {t('money.cancel')}
            </button>
          </div>
        </div>
      )}
      {promo && (
        <p className="coupon__active" role="status">
          {t('money.promoActive', { name: promo.name, discount: promoLabel(promo, currency) })}
        </p>
      )}
    </section>
  );
}
