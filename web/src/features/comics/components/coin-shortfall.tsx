// A balance short of a price (issue 27 item 9): instead of a Buy that can only fail, the purchase
// and unlock-all dialogs say how many coins are missing and lead to /purchase-coin.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** How many coins are missing, or 0 (also when the balance is not known: logged out). */
export const shortfallOf = (price: number, balance: number | null): number => (balance === null ? 0 : Math.max(0, price - balance));

export function ShortfallNote({ missing }: { missing: number }) {
  const { t } = useTranslation();
  return (
    <p className="purchase__shortfall" role="status">
      {t('access.shortfall.needMore', { count: missing })}
    </p>
  );
}

export function GetCoinsButton() {
  const { t } = useTranslation();
  return (
    <Link className="button button--primary" to="/purchase-coin">
      {t('access.shortfall.getCoins')}
    </Link>
  );
}
