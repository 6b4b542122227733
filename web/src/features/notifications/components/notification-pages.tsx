// Notifications (spec §2 Notifications) — page frames for the list and the detail.
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';

export function NotificationsPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.notifications')}><EmptyState>{t('empty.noNotification')}</EmptyState></PageFrame>;
}

export function NotificationViewPage() {
  const { t } = useTranslation();
  return <PageFrame title={t('pages.notification')}><EmptyState>{t('empty.noDataFound')}</EmptyState></PageFrame>;
}
