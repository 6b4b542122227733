// Account (/account, 'Manage Account', spec §2) — page frame with the sticky side menu.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.js';

const SECTIONS = ['account', 'manageDevices', 'manageVip', 'expiration', 'coinHistory', 'usageHistory', 'deactivate'] as const;

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.account')} className="account">
      <div className="account__grid">
        <nav className="account__menu" aria-label={t('pages.accountMenu')}>
          <ul>{SECTIONS.map((s) => <li key={s}><a href={`#${s}`}>{t(`pages.${s}`)}</a></li>)}</ul>
        </nav>
        <div className="account__sections">
          {SECTIONS.map((s) => (
            <section key={s} id={s} className="card" aria-label={t(`pages.${s}`)}>
              <h2 className="shelf__title">{t(`pages.${s}`)}</h2>
            </section>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
