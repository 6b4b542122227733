// The coin page's currency switch (issue 20 item 7): tabs, the reader's currency first, and under
// them what the shown packs are for and how coupons apply by currency.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs.js';
import type { PackCurrency } from '../lib/pack-currencies.js';

export function CurrencySwitch({
  currencies,
  value,
  onChange,
  children,
}: {
  currencies: PackCurrency[];
  value: PackCurrency;
  onChange: (c: PackCurrency) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const explanation = (
    <div className="currency-note">
      <p>{t(`money.currency.${value}Note`)}</p>
      <p className="muted">{t('money.currency.sameCoins')}</p>
    </div>
  );
  if (currencies.length < 2)
    return (
      <>
        {explanation}
        {children}
      </>
    );
  return (
    <Tabs<PackCurrency>
      label={t('money.currency.switchLabel')}
      value={value}
      onChange={onChange}
      items={currencies.map((c) => ({ key: c, label: t(`money.currency.${c}`) }))}
      className="currency-switch"
    >
      {explanation}
      {children}
    </Tabs>
  );
}
