// /{userId}/{code} (docs/product.md, docs/product.md, The REST calls: where Google sign-in ends). The second part is a
// single-use sign-in code, never a session: it is traded by POST for a session, which is then
// stored and the user data refreshed, and the page continues home. When another reader is signed
// in on this browser, the page asks first (a planted link must not swap them out); keeping them
// changes nothing. A code that can no longer be used is said so, and no stored session is touched.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.js';
import { Loading } from '../../../components/page-frame.js';
import { useUserData } from '../../../api/user-data.js';
import { credentialsAtom } from '../../../stores/session.js';
import { exchangeSignInCode } from '../api/auth-api.js';
import { ApiError } from '../../../lib/rest.js';
import { useStartSession } from '../hooks/use-start-session.js';
import { AuthCard } from './auth-card.js';

type Phase = 'ask' | 'exchanging' | 'failed' | 'device-limit';

export function TokenLandingPage() {
  const { userId = '', token: code = '' } = useParams();
  const credentials = useAtomValue(credentialsAtom);
  const { user } = useUserData();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // Decided once, on arrival: is someone else signed in here?
  const [phase, setPhase] = useState<Phase>(() => (credentials && credentials.userId !== userId ? 'ask' : 'exchanging'));
  const started = useRef(false);

  const exchange = useCallback(async () => {
    if (started.current) return;
    started.current = true;
    setPhase('exchanging');
    try {
      const answer = await exchangeSignInCode(userId, code);
      startSession({ token: answer.token, user: { _id: answer.userId } });
      navigate('/', { replace: true });
    } catch (e) {
      setPhase(e instanceof ApiError && e.code === 'IDENTITY.DEVICE_LIMIT' ? 'device-limit' : 'failed');
    }
  }, [userId, code, startSession, navigate]);

  useEffect(() => {
    if (phase === 'exchanging') void exchange();
  }, [phase, exchange]);

  const keep = () => navigate('/', { replace: true });

  if (phase === 'failed' || phase === 'device-limit') {
    return (
      <AuthCard title={t('authLink.failedTitle')}>
        <p role="alert">{t(phase === 'failed' ? 'authLink.failedBody' : 'authLink.deviceLimit')}</p>
        <p className="auth-switch">
          <Link to="/login" className="button button--primary">
            {t('authLink.login')}
          </Link>{' '}
          <Link to="/" className="link">
            {t('authLink.home')}
          </Link>
        </p>
      </AuthCard>
    );
  }
  if (phase === 'ask') {
    const name = user?.fullName || user?.email || t('authLink.someone');
    return (
      <Dialog
        open
        onClose={keep}
        title={t('authLink.askTitle')}
        className="confirm-dialog"
        footer={
          <>
            <button type="button" className="button button--ghost" onClick={keep}>
              {t('authLink.keep', { name })}
            </button>
            <button type="button" className="button button--primary" onClick={() => void exchange()}>
              {t('authLink.switch')}
            </button>
          </>
        }
      >
        <p>{t('authLink.askBody', { name })}</p>
      </Dialog>
    );
  }
  return <Loading label={t('pages.signingIn')} />;
}
