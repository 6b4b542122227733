// Account menu for a logged-in reader (docs/product.md): photo, name, email, plan expiry (long US date,
// only when the plan has an end date), Coin with 'Purchage Coins', Bonus Coins, Points, Free
// Rental Passes, the links, and the social links from admin data.
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';
import { CoinIcon, SocialIcon } from '../../../components/icons.js';
import { Loading } from '../../../components/page-frame.js';
import { formatLongUS } from '../../../lib/dates.js';
import { formatNumber } from '../../../lib/locale.js';
import { notify } from '../../../lib/toast.js';
import { useAdminData } from '../../../api/admin-data.js';
import { useLogout } from '../../../api/logout.js';
import type { useUserData } from '../../../api/user-data.js';
import { submissionOpenAtom } from '../../../stores/dialogs.js';
import avatar from '../../../assets/avatar.svg';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'telegram'] as const;

export function LoggedInMenu({
  userData,
  name,
  onNavigate,
}: {
  userData: ReturnType<typeof useUserData>;
  name: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const admin = useAdminData({ onError: (e) => notify.failure(e) });
  const logout = useLogout();
  const openSubmission = useSetAtom(submissionOpenAtom);
  const user = userData.user;
  if (!user) return <Loading label={t('account.loading')} />;
  const planEnd = userData.plan?.endDate ? formatLongUS(userData.plan.endDate) : '';
  const links: Array<[string, string]> = [
    ['/notitfication', t('account.notifications')],
    ['/account', t('account.myAccount')],
  ];
  const links2: Array<[string, string]> = [
    ['/my-library', t('account.library')],
    ['/contact-us', t('account.support')],
    ['/gift-box', t('account.giftBox')],
  ];
  return (
    <div className="profile">
      <div className="profile__head">
        <Image src={user.photo} fallback={avatar} alt={t('account.photo', { name })} className="profile__photo" width={56} height={56} />
        <div className="profile__who">
          <p className="profile__name">{name}</p>
          {user.email && <p className="profile__email">{user.email}</p>}
          {planEnd && <p className="profile__plan">{t('account.planExpires', { date: planEnd })}</p>}
        </div>
      </div>
      <div className="profile__coins">
        <p className="profile__coin">
          <CoinIcon /> <span>{t('account.coin')}</span> <strong>{formatNumber(user.coin)}</strong>
        </p>
        <Link to="/purchase-coin" className="button button--primary button--small" onClick={onNavigate}>
          {t('account.purchaseCoins')}
        </Link>
      </div>
      <dl className="profile__balances">
        <div>
          <dt>{t('account.bonusCoins')}</dt>
          <dd>{formatNumber(user.bonusCoin)}</dd>
        </div>
        <div>
          <dt>{t('account.points')}</dt>
          <dd>{formatNumber(user.point)}</dd>
        </div>
        <div>
          <dt>{t('account.freeRental')}</dt>
          <dd>{formatNumber(userData.freeRental)}</dd>
        </div>
      </dl>
      <ul className="menu-list">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link className="menu-list__item" to={to} onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="menu-list__item"
            onClick={() => {
              onNavigate();
              openSubmission(true);
            }}
          >
            {t('account.submission')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="menu-list__item"
            onClick={() => {
              onNavigate();
              void logout();
            }}
          >
            {t('account.logout')}
          </button>
        </li>
        {links2.map(([to, label]) => (
          <li key={to}>
            <Link className="menu-list__item" to={to} onClick={onNavigate}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {admin.socialMedia && (
        <ul className="social" aria-label={t('account.social')}>
          {SOCIAL_NETWORKS.filter((n) => admin.socialMedia?.[n]).map((n) => (
            <li key={n}>
              <a
                href={admin.socialMedia![n]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`social.${n}`)}
                className="icon-button"
              >
                <SocialIcon name={n} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
