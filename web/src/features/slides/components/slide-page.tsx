// Slide page /slide-data/{url}/{id} (docs/product.md Static pages): the slide's stored rich-text HTML,
// sanitised. It goes back (home when there is no history, e.g. a new tab) without a stored token
// or user id.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { Image } from '../../../components/image.js';
import { SafeHtml } from '../../../components/safe-html.js';
import { credentialsAtom } from '../../../stores/session.js';
import { useSlide } from '../api/slide.js';
import './slide.css';

export function SlidePage() {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const q = useSlide(credentials ? id : null);
  useEffect(() => {
    if (credentials) return;
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [credentials, navigate]);
  const { slide } = q;
  return (
    <PageFrame title={t('pages.slide')} className="slide-page">
      {q.loading && !slide ? (
        <Loading />
      ) : !slide ? (
        <EmptyState>{t('empty.notAvailable')}</EmptyState>
      ) : (
        <>
          <Image src={slide.image} alt="" className="slide-page__img" width={1200} height={675} loading="eager" />
          {slide.ckEditorData ? (
            <SafeHtml html={slide.ckEditorData} className="card" />
          ) : (
            <EmptyState>{t('empty.notAvailable')}</EmptyState>
          )}
        </>
      )}
    </PageFrame>
  );
}
