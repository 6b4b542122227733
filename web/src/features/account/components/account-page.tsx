// Account (/account, 'Manage Account', docs/product.md): a sticky side menu and the sections Manage
// Account, Manage Devices, Manage VIP Membership, Expected Expiration Dates, Coin Purchase
// History, Usage History and Deactivate my account. A visitor is asked to log in.
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';
import { credentialsAtom } from '../../../stores/session.js';
import { CoinHistory } from './sections/coin-history.js';
import { Deactivate } from './sections/deactivate.js';
import { Devices } from './sections/devices.js';
import { Expirations } from './sections/expirations.js';
import { ManageAccount } from './sections/manage-account.js';
import { Membership } from './sections/membership.js';
import { UsageHistory } from './sections/usage-history.js';
import './account.css';

const SECTIONS = ['account', 'manageDevices', 'manageVip', 'expiration', 'coinHistory', 'usageHistory', 'deactivate'] as const;

export function AccountPage() {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  if (!credentials) {
    return (
      <PageFrame title={t('pages.account')} className="account">
        <EmptyState>
          {t('acct.loginFirst')}{' '}
          <Link className="link" to="/login">
            {t('account.loginEmail')}
          </Link>
        </EmptyState>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('pages.account')} className="account">
      <div className="account__grid">
        <nav className="account__menu" aria-label={t('pages.accountMenu')}>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s}>
                <a href={`#${s}`}>{t(`pages.${s}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="account__sections">
          <ManageAccount userId={credentials.userId} />
          <Devices />
          <Membership />
          <Expirations />
          <CoinHistory />
          <UsageHistory />
          <Deactivate />
        </div>
      </div>
    </PageFrame>
  );
}
