// Notifications (docs/product.md): the list at /notitfication — unread first, then read, each with its
// date — and the detail at /notitfication-view/{id}, which marks the notification read.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { Pager } from '../../../components/pager.js';
import { formatLongUS } from '../../../lib/dates.js';
import { OfflineNotice } from '../../../components/offline/offline-notice.js';
import { gqlMessage, useGraphqlMutation, useGraphqlQuery } from '../../../lib/graphql.js';
import {
  INBOX_NOTIFICATION,
  INBOX_NOTIFICATIONS,
  MARK_NOTIFICATION_READ,
  notificationTarget,
  type InboxNotification,
} from '../api/notifications.js';
import { credentialsAtom } from '../../../stores/session.js';
import { notificationText } from './notification-text.js';
import { PushToggle } from './push-toggle.js';
import './notifications.css';

const PAGE_SIZE = 20;
/** Each visit shows the cached answer at once and asks again. */
const INBOX = { fresh: true } as const;

function Row({ n }: { n: InboxNotification }) {
  const { t } = useTranslation();
  const text = notificationText(n, t);
  return (
    <li className={`inbox-item ${n.read ? 'is-read' : 'is-unread'}`}>
      <Link className="inbox-item__link" to={`/notitfication-view/${n.id}`}>
        <span className="inbox-item__state">{n.read ? t('inbox.list.read') : t('inbox.list.unread')}</span>
        <span className="inbox-item__title">{text.title}</span>
        <span className="inbox-item__message">{text.message}</span>
        <time className="inbox-item__date" dateTime={n.schedule}>
          {formatLongUS(n.schedule)}
        </time>
      </Link>
    </li>
  );
}

export function NotificationsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const res = useGraphqlQuery(INBOX_NOTIFICATIONS, { page, pageSize: PAGE_SIZE }, INBOX);
  const data = res.data?.inboxNotifications;
  const signedIn = useAtomValue(credentialsAtom) !== null;
  return (
    <PageFrame title={t('pages.notifications')}>
      <PushToggle enabled={signedIn} />
      {res.loading ? (
        <Loading />
      ) : !data ? (
        // Offline with nothing cached the query answers nothing, and no error either.
        res.error ? (
          <EmptyState>{gqlMessage(res.error)}</EmptyState>
        ) : (
          <OfflineNotice />
        )
      ) : !data.items.length ? (
        <EmptyState>{t('empty.noNotification')}</EmptyState>
      ) : (
        <>
          <ul className="inbox-list" aria-label={t('inbox.list.label')}>
            {data.items.map((n) => (
              <Row key={n.id} n={n} />
            ))}
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
  const res = useGraphqlQuery(INBOX_NOTIFICATION, { id }, { ...INBOX, enabled: !!id });
  const { run: markRead } = useGraphqlMutation(MARK_NOTIFICATION_READ);
  const marking = useRef<string | null>(null);
  const n = res.data?.inboxNotification;
  // Opening it marks it read (docs/product.md), once per notification shown: the badge takes the count
  // the server answers at once; the list and this notification are read again (api/notifications-cache.ts).
  useEffect(() => {
    if (!n || n.read || marking.current === n.id) return;
    marking.current = n.id;
    markRead({ notificationId: n.id }).catch(() => {
      marking.current = null;
    });
  }, [n, markRead]);
  if (res.loading)
    return (
      <PageFrame title={t('pages.notification')}>
        <Loading />
      </PageFrame>
    );
  if (!n)
    return (
      <PageFrame title={t('pages.notification')}>
        <EmptyState>{t('empty.noDataFound')}</EmptyState>
      </PageFrame>
    );
  const text = notificationText(n, t);
  const target = notificationTarget(n);
  return (
    <PageFrame
      title={text.title}
      actions={
        <Link className="link" to="/notitfication">
          {t('inbox.detail.back')}
        </Link>
      }
    >
      <article className="inbox-detail">
        <time className="inbox-item__date" dateTime={n.schedule}>
          {formatLongUS(n.schedule)}
        </time>
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
