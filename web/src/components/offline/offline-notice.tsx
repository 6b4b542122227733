// What a page that needs the network shows without one, instead of waiting on it: "You are
// offline", why, and the way to what can be read (the Downloads list).
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { credentialsAtom } from '../../stores/session.js';
import './offline.css';

export function OfflineNotice({ reason, heading = 'h2' }: { reason?: string; heading?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const Heading = heading;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      <Heading>{t('offline.youAreOffline')}</Heading>
      <p>{reason ?? t('offline.needsNetwork')}</p>
      {signedIn && (
        <Link className="button button--primary" to="/my-library/downloads">
          {t('offline.toDownloads')}
        </Link>
      )}
    </div>
  );
}

export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <p className="offline-banner" role="status" data-testid="offline-banner">
      {t('offline.offlineBanner')}
    </p>
  );
}
