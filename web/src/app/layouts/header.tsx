// The site header (docs/product.md Shell): brand, Daily, Free, Rankings, Genre, the R toggle, search,
// the shop icon (/vip-subscription) and the account menu.
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ShopIcon } from '../../components/icons.js';
import { AdultToggle } from '../../features/adult/components/adult-toggle.js';
import { SearchButton } from '../../features/search/components/search-panel.js';
import { AccountMenu } from '../../features/account-menu/components/account-menu.js';
import { NotificationBell } from '../../features/notifications/components/notification-bell.js';

export const HEADER_LINKS = [
  ['/daily-product', 'nav.daily'],
  ['/free-product', 'nav.free'],
  ['/ranking', 'nav.rankings'],
  ['/genre-product', 'nav.genre'],
] as const;

export function Header({ hiddenOnMobile }: { hiddenOnMobile: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={`site-header ${hiddenOnMobile ? 'hide-on-mobile' : ''}`} data-testid="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            K
          </span>
          <span className="brand__name visually-hidden-narrow">{t('app.name')}</span>
        </Link>
        <nav className="site-nav" aria-label={t('nav.main')}>
          <ul className="site-nav__list">
            {HEADER_LINKS.map(([to, key]) => (
              <li key={to}>
                <NavLink to={to} className={({ isActive }) => `site-nav__link ${isActive ? 'is-active' : ''}`}>
                  {t(key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <AdultToggle />
          <SearchButton />
          <Link to="/vip-subscription" className="icon-button" aria-label={t('nav.shop')}>
            <ShopIcon />
          </Link>
          <NotificationBell />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
