// The manual bank-transfer table of the VIP page (docs/product.md), filled with placeholder data.
import { useTranslation } from 'react-i18next';

/** The account's number and holder are names, the same in every language; the transaction value is said in the reader's (money.transactionValueText). */
export const BANK_TRANSFER = { accountNumber: '5000 1234 5678', accountName: 'Koma LLC' } as const;

export function BankTransfer() {
  const { t } = useTranslation();
  return (
    <section id="bank-transfer" className="vip__section card" aria-labelledby="bank-title">
      <h2 id="bank-title" className="vip__title">
        {t('money.bankTitle')}
      </h2>
      <p className="muted">{t('money.bankIntro')}</p>
      <div className="table-wrap" role="region" aria-label={t('money.bankCaption')} tabIndex={0}>
        <table className="data-table">
          <caption className="visually-hidden">{t('money.bankCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('money.accountNumber')}</th>
              <th scope="col">{t('money.accountName')}</th>
              <th scope="col">{t('money.transactionValue')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{BANK_TRANSFER.accountNumber}</td>
              <td>{BANK_TRANSFER.accountName}</td>
              <td>{t('money.transactionValueText')}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
