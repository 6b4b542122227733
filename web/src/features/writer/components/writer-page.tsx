// Writer profile (spec §2 Writer profile) — page frame.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';

export function WriterPage() {
  const { t } = useTranslation();
  const { writerName = '' } = useParams();
  return (
    <PageFrame title={t('pages.writer', { name: writerName })}>
      <EmptyState>{t('empty.noDataFound')}</EmptyState>
    </PageFrame>
  );
}
