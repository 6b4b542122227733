// Notifications (spec §2): the list at /notitfication — unread first, then read, each with its
// date — and the detail at /notitfication-view/{id}, which marks the notification read.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { Pager } from '../../../components/pager.js';
import { formatLongUS } from '../../../lib/dates.js';
import { gqlMessage } from '../../../lib/gql.js';
import { INBOX_NOTIFICATION, INBOX_NOTIFICATIONS, MARK_NOTIFICATION_READ, notificationTarget, type InboxNotification } from '../api/notifications.js';
import { unreadCountAtom } from '../hooks/use-unread-count.js';
import { notificationText } from './notification-text.js';
import './notifications.css';

const PAGE_SIZE = 20;

function Row({ n }: { n: InboxNotification }) {
  const { t } = useTranslation();
  const text = notificationText(n, t);
  return (
    <li className={`inbox-item ${n.read ? 'is-read' : 'is-unread'}`}>
      <Link className="inbox-item__link" to={`/notitfication-view/${n.id}`}>
        <span className="inbox-item__state">{n.read ? t('inbox.list.read') : t('inbox.list.unread')}</span>
        <span className="inbox-item__title">{text.title}</span>
        <span className="inbox-item__message">{text.message}</span>
        <time className="inbox-item__date" dateTime={n.schedule}>{formatLongUS(n.schedule)}</time>
      </Link>
    </li>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [res] = useQuery({ query: INBOX_NOTIFICATIONS, variables: { page, pageSize: PAGE_SIZE }, requestPolicy: 'cache-and-network' });
  const data = res.data?.inboxNotifications;
  return (
    <PageFrame title={t('pages.notifications')}>
      {res.fetching && !data ? <Loading /> : res.error && !data ? <EmptyState>{gqlMessage(res.error)}</EmptyState> : !data?.items.length ? (
        <EmptyState>{t('empty.noNotification')}</EmptyState>
      ) : (
        <>
          <ul className="inbox-list" aria-label={t('inbox.list.label')}>
            {data.items.map((n) => <Row key={n.id} n={n} />)}
          </ul>
          <Pager total={data.total} page={page} onChange={setPage} size={PAGE_SIZE} showAbovePages={1} />
        </>
      )}
    </PageFrame>
  );
}

export function NotificationViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [res] = useQuery({ query: INBOX_NOTIFICATION, variables: { id }, requestPolicy: 'cache-and-network', pause: !id });
  const [, markRead] = useMutation(MARK_NOTIFICATION_READ);
  const setUnread = useSetAtom(unreadCountAtom);
  const n = res.data?.inboxNotification;
  // Opening it marks it read (spec §4); the badge follows at once.
  useEffect(() => {
    if (!n || n.read) return;
    void markRead({ notificationId: n.id }, { additionalTypenames: ['InboxNotification', 'InboxNotificationPage'] }).then((r) => {
      const unread = r.data?.markNotificationRead.unread;
      if (typeof unread === 'number') setUnread(unread);
    });
  }, [n, markRead, setUnread]);
  if (res.fetching && !n) return <PageFrame title={t('pages.notification')}><Loading /></PageFrame>;
  if (!n) return <PageFrame title={t('pages.notification')}><EmptyState>{t('empty.noDataFound')}</EmptyState></PageFrame>;
  const text = notificationText(n, t);
  const target = notificationTarget(n);
  return (
    <PageFrame title={text.title} actions={<Link className="link" to="/notitfication">{t('inbox.detail.back')}</Link>}>
      <article className="inbox-detail">
        <time className="inbox-item__date" dateTime={n.schedule}>{formatLongUS(n.schedule)}</time>
        <p className="inbox-detail__message">{text.message}</p>
        {target && (
          <Link className="button button--primary" to={target}>
            {n.episodeNumber != null ? t('inbox.detail.openEpisode', { n: n.episodeNumber }) : t('inbox.detail.openComic')}
          </Link>
        )}
      </article>
    </PageFrame>
  );
}
