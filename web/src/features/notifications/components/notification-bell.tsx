// The header bell (docs/product.md Shell, issue 16): a link to /notitfication with the unread count,
// kept live over SSE. Shown only to a logged-in reader.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { credentialsAtom } from '../../../stores/session.js';
import { useUnreadCount } from '../hooks/use-unread-count.js';
import './notifications.css';

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

function Badge() {
  const { t } = useTranslation();
  const count = useUnreadCount() ?? 0;
  return (
    <Link to="/notitfication" className="icon-button bell-badge" aria-label={t('inbox.badge', { count })} data-testid="notification-bell">
      <BellIcon />
      {count > 0 && (
        <span className="bell-badge__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

export function NotificationBell() {
  return useAtomValue(credentialsAtom) ? <Badge /> : null;
}
