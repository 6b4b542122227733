// /{userId}/{token} (spec §2, contract §2: where Google sign-in ends): saves both to local storage,
// refreshes the user data and continues to home.
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/page-frame.js';
import { removeReaderQueries } from '../../../lib/query-client.js';
import { tokenAtom, userIdAtom } from '../../../stores/session.js';

export function TokenLandingPage() {
  const { userId = '', token = '' } = useParams();
  const setToken = useSetAtom(tokenAtom);
  const setUserId = useSetAtom(userIdAtom);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId && token) {
      setUserId(userId);
      setToken(token);
      removeReaderQueries(queryClient);
    }
    navigate('/', { replace: true });
  }, [userId, token, setToken, setUserId, navigate, queryClient]);
  return <Loading label={t('pages.signingIn')} />;
}
