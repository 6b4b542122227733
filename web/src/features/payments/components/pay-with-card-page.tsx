// Pay With Card (/pay-with-card, docs/product.md): a static mock-up — the welcome offer and a card form
// whose Pay button sends nothing (no submit call is shown in the spec).
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/page-frame.js';
import { CoinIcon } from '../../../components/icons.js';
import { formatPrice } from '../../../lib/money.js';

/** Welcome offer mock (docs/product.md). */
export const WELCOME_OFFER = { coins: 20, bonus: 100, points: 100, price: 4.99, regular: 10.99, percent: 50 } as const;

export function PayWithCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  useDocumentTitle(t('pages.payWithCard'));
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <main id="main" className="standalone pay-card">
      <div className="pay-card__grid">
        <section className="offer card" aria-labelledby={`${id}-offer`}>
          <p className="offer__badge">{t('card.off', { percent: WELCOME_OFFER.percent })}</p>
          <h1 id={`${id}-offer`} className="offer__title">
            {t('card.offer')}
          </h1>
          <p className="offer__items">
            <CoinIcon /> {t('card.offerText', { coins: WELCOME_OFFER.coins, bonus: WELCOME_OFFER.bonus, points: WELCOME_OFFER.points })}
          </p>
          <p className="offer__price">
            <span className="visually-hidden">{t('card.regular')}</span>
            <s className="offer__regular">{formatPrice(WELCOME_OFFER.regular, 'usd')}</s>{' '}
            <span className="visually-hidden">{t('card.sale')}</span>
            <strong className="offer__sale">{formatPrice(WELCOME_OFFER.price, 'usd')}</strong>
          </p>
        </section>
        <form className="form card" aria-label={t('card.secure')} onSubmit={(e) => e.preventDefault()} noValidate>
          <label htmlFor={`${id}-email`}>{t('card.email')}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" />
          <label htmlFor={`${id}-number`}>{t('card.number')}</label>
          <input
            id={`${id}-number`}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
          />
          <div className="form__row">
            <div>
              <label htmlFor={`${id}-exp`}>{t('card.expiry')}</label>
              <input
                id={`${id}-exp`}
                name="expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('card.expiry')}
                maxLength={5}
              />
            </div>
            <div>
              <label htmlFor={`${id}-cvc`}>{t('card.cvc')}</label>
              <input id={`${id}-cvc`} name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder={t('card.cvc')} maxLength={4} />
            </div>
          </div>
          <label htmlFor={`${id}-holder`}>{t('card.holder')}</label>
          <input id={`${id}-holder`} name="holder" autoComplete="cc-name" />
          <label htmlFor={`${id}-country`}>{t('card.country')}</label>
          <select id={`${id}-country`} name="country" defaultValue="">
            <option value="" disabled>
              {t('card.selectCountry')}
            </option>
            <option value="india">{t('card.india')}</option>
          </select>
          <div className="form__actions">
            <button type="button" className="button button--ghost" onClick={back}>
              {t('card.back')}
            </button>
            <button type="submit" className="button button--primary">
              {t('card.pay')} {formatPrice(WELCOME_OFFER.price, 'usd')}
            </button>
          </div>
        </form>
      </div>
    </main>
  );
}
