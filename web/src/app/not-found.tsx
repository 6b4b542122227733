import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../components/page-frame.js';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('errors.notFound')}>
      <p className="muted">{t('errors.notFoundText')}</p>
      <Link to="/" className="button button--primary">
        {t('app.home')}
      </Link>
    </PageFrame>
  );
}
