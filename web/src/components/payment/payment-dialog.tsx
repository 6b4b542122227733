// The payment dialog (#payment-modal, docs/product.md): the item and its price, a QR code, the 'QPay
// Wallet' option with Open (method 'qpay wallet') and the bank option with Open (handler takes a
// bank name; method 'paytm', the default — docs/product.md). With the sandbox provider the purchase
// settles at once; with a pending invoice its QR code and app links show until the payment
// settles. One Idempotency-Key per attempt (docs/product.md, The REST calls): a retry of the same option reuses it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialog.js';
import { formatPrice, newIdempotencyKey } from '../../lib/money.js';
import { notify } from '../../lib/toast.js';
import { fetchUserData, useUserData } from '../../api/user-data.js';
import { useGraphqlClient } from '../../lib/graphql.js';
import { placePurchase, type Invoice, type PurchaseKind } from './purchase-api.js';
import { QrCode } from './qr-code.js';
import { useSettlement } from './use-settlement.js';
import './payment.css';

export interface PaymentItem {
  kind: PurchaseKind;
  id: string;
  name: string;
  /** The final price (promo applied), as the server will compute it. */
  amount: number;
  currency: string;
  promoId?: string | null;
  details?: ReactNode;
}

export const QPAY_METHOD = 'qpay wallet';
export const DEFAULT_METHOD = 'paytm';
const BANK_NAME = 'Khan bank';

interface Props {
  item: PaymentItem | null;
  onClose: () => void;
  onPaid?: () => void;
}

export function PaymentDialog({ item, onClose, onPaid }: Props) {
  const { t } = useTranslation();
  const userData = useUserData();
  const client = useGraphqlClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  /** What the invoice asks, when the provider charges in another currency (a USD plan through QPay, in tugrik). */
  const [charged, setCharged] = useState<{ amount: number; currency: string } | null>(null);
  const keys = useRef(new Map<string, string>());
  const before = useRef<{ coin: number; planEnd: string }>({ coin: 0, planEnd: '' });

  useEffect(() => {
    keys.current = new Map();
    setInvoice(null);
    setCharged(null);
    setBusy(null);
  }, [item]);

  const success = () => {
    notify.success(item?.kind === 'plan' ? t('money.planBought') : t('money.coinBought'));
    void userData.refetch();
    setInvoice(null);
    onPaid?.();
    onClose();
  };

  useSettlement(
    invoice !== null,
    async () => {
      if (!userData.loggedIn) return false;
      const fresh = await fetchUserData(client);
      return item?.kind === 'plan' ? (fresh.plan?.endDate ?? '') !== before.current.planEnd : (fresh.user?.coin ?? 0) > before.current.coin;
    },
    success,
  );

  const pay = async (option: string, method: string) => {
    if (!item || busy) return;
    let key = keys.current.get(method);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(method, key);
    }
    before.current = { coin: userData.user?.coin ?? 0, planEnd: userData.plan?.endDate ?? '' };
    setBusy(option);
    try {
      const answer = await placePurchase({
        kind: item.kind,
        itemId: item.id,
        price: item.amount,
        promoId: item.promoId,
        method,
        idempotencyKey: key,
      });
      if (answer.pending && answer.invoice) {
        setInvoice(answer.invoice);
        if (answer.order?.currency) setCharged({ amount: answer.order.amount, currency: answer.order.currency });
      } else success();
    } catch (e) {
      notify.failure(e);
    } finally {
      setBusy(null);
    }
  };

  const price = charged ? formatPrice(charged.amount, charged.currency) : item ? formatPrice(item.amount, item.currency) : '';
  const bankLink = invoice?.deepLinks.find((l) => l.name.toLowerCase().includes('khan'));
  const qpayLink = invoice?.deepLinks.find((l) => l.name.toLowerCase().includes('qpay'));
  return (
    <Dialog id="payment-modal" open={item !== null} onClose={onClose} title={t('payment.title')} className="payment-dialog">
      {item && (
        <>
          <div className="payment__summary">
            <div>
              <p className="payment__name">{item.name}</p>
              {item.details && <div className="payment__details">{item.details}</div>}
            </div>
            <p className="payment__total">
              <span className="muted">{t('payment.total')}</span> <strong>{price}</strong>
            </p>
          </div>
          <div className="payment__qr">
            {invoice ? (
              <>
                <QrCode text={invoice.qrText} image={invoice.qrImage} alt={t('payment.qrAlt', { amount: price })} />
                <p className="muted">{t('payment.scan')}</p>
                <p className="payment__waiting" role="status">
                  <span className="spinner" aria-hidden="true" /> {t('payment.waiting')}
                </p>
                {invoice.shortUrl && (
                  <a className="link" href={invoice.shortUrl} target="_blank" rel="noopener noreferrer">
                    {t('payment.link')}
                  </a>
                )}
              </>
            ) : (
              <>
                <div className="payment__qr-frame" aria-hidden="true">
                  <QrGlyph />
                </div>
                <p className="muted">{t('payment.choose')}</p>
              </>
            )}
          </div>
          <ul className="payment__options" aria-label={t('payment.methods')}>
            <li className="payment__option">
              <span className="payment__logo payment__logo--qpay" aria-hidden="true">
                Q
              </span>
              <span className="payment__label">
                <strong>{t('payment.qpay')}</strong>
                <span className="muted">{t('payment.qpayText')}</span>
              </span>
              {qpayLink ? (
                <a
                  className="button button--primary button--small"
                  href={qpayLink.link}
                  aria-label={`${t('payment.open')} ${t('payment.qpay')}`}
                >
                  {t('payment.open')}
                </a>
              ) : (
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={busy !== null}
                  aria-label={`${t('payment.open')} ${t('payment.qpay')}`}
                  onClick={() => void pay('qpay', QPAY_METHOD)}
                >
                  {busy === 'qpay' ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
                  {t('payment.open')}
                </button>
              )}
            </li>
            <li className="payment__option">
              <span className="payment__logo payment__logo--bank" aria-hidden="true">
                K
              </span>
              <span className="payment__label">
                <strong>{t('payment.bank')}</strong>
                <span className="muted">{t('payment.bankText')}</span>
              </span>
              {bankLink ? (
                <a
                  className="button button--ghost button--small"
                  href={bankLink.link}
                  aria-label={`${t('payment.open')} ${t('payment.bank')}`}
                >
                  {t('payment.open')}
                </a>
              ) : (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={busy !== null}
                  aria-label={`${t('payment.open')} ${t('payment.bank')}`}
                  onClick={() => void pay(BANK_NAME, DEFAULT_METHOD)}
                >
                  {busy === BANK_NAME ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
                  {t('payment.open')}
                </button>
              )}
            </li>
          </ul>
          {invoice && invoice.deepLinks.length > 0 && (
            <ul className="payment__apps" aria-label={t('payment.apps')}>
              {invoice.deepLinks
                .filter((l) => l !== bankLink && l !== qpayLink)
                .map((l) => (
                  <li key={l.link}>
                    <a className="chip" href={l.link}>
                      {l.description || l.name}
                    </a>
                  </li>
                ))}
            </ul>
          )}
        </>
      )}
    </Dialog>
  );
}

const QrGlyph = () => (
  <svg width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" focusable="false">
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
    <path d="M14 14h3v3h-3zM18 18h3v3h-3zM14 20h2M20 14v2" />
  </svg>
);
