// VIP Subscription (spec §2) — page frame.
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';

export function VipPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.vip')}><EmptyState>{t('empty.noData')}</EmptyState></PageFrame>;
}
