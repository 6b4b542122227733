// Slide page /slide-data/{url}/{id} (spec §2 Static pages) — page frame. It goes back when there is
// no stored token or user id.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';
import { credentialsAtom } from '../../../stores/session.js';

export function SlidePage() {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  const navigate = useNavigate();
  useEffect(() => { if (!credentials) navigate(-1); }, [credentials, navigate]);
  return <PageFrame title={t('pages.slide')}><EmptyState>{t('empty.notAvailable')}</EmptyState></PageFrame>;
}
