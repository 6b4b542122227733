// My Library (docs/product.md Library): tabs Subscribed (belled comics, newest episode first), Recent
// (progress, Completed at 100 %, continue at the exact episode; Edit shows checkboxes and Delete),
// Unlocked (owned episodes and rental passes with their expiry, grouped by comic), Downloads (the
// episodes kept for offline reading: /my-library/downloads); the Manga / Vender filter; titles cut
// to 15 characters plus an ellipsis; the spec's empty states. Each visit shows the cached shelf and
// asks again (reading and buying change them elsewhere). Offline, the page says so and each shelf
// shows what the reader's cache last had (it is kept on the device: lib/graphql-client.ts), or that
// it needs the network when it has nothing; Downloads renders from the device.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ComicCard } from '../../../components/comic-card.js';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { Pager } from '../../../components/pager.js';
import { Tabs } from '../../../components/tabs.js';
import { formatLongUS } from '../../../lib/dates.js';
import { gqlMessage, useGraphqlMutation, useGraphqlQuery, type QueryAnswer } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { DELETE_READING_HISTORY, LIBRARY_RECENT, LIBRARY_SUBSCRIBED, LIBRARY_UNLOCKED, type LibraryFilter } from '../api/library.js';
import { clipTitle } from '../lib/clip-title.js';
import { isNetworkFailure, useOnline } from '../../../lib/online.js';
import { DownloadsPanel } from './downloads-panel.js';
import { OfflineBanner, OfflineNotice } from '../../../components/offline/offline-notice.js';
import './library.css';

type Tab = 'subscribed' | 'recent' | 'unlocked' | 'downloads';
export const DOWNLOADS_PATH = '/my-library/downloads';
type FilterButton = 'manga' | 'vender';
const PAGE_SIZE = 20;
const FILTERS: Record<FilterButton, LibraryFilter> = { manga: 'manga', vender: 'vendor' };

/**
 * A shelf with nothing to show yet: loading; offline with nothing cached (the query then answers
 * nothing, and no error), that it needs the network; otherwise the server's reason.
 */
function NoShelf({ answer: { loading, error } }: { answer: QueryAnswer<unknown> }) {
  if (loading) return <Loading />;
  if (!error || isNetworkFailure(error)) return <OfflineNotice />;
  return <EmptyState>{gqlMessage(error)}</EmptyState>;
}

const card = <C extends { title: string }>(c: C) => ({ ...c, title: clipTitle(c.title) });
const SHELF = { fresh: true } as const;

function Subscribed({ filter }: { filter: LibraryFilter }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const res = useGraphqlQuery(LIBRARY_SUBSCRIBED, { page, pageSize: PAGE_SIZE, filter }, SHELF);
  const data = res.data?.librarySubscribed;
  if (!data) return <NoShelf answer={res} />;
  if (!data.items.length) return <EmptyState>{t('empty.noSubscribe')}</EmptyState>;
  return (
    <>
      <ul className="comic-grid comic-grid--grid library-grid">
        {data.items.map((e) => (
          <li key={e.comic.id}>
            <ComicCard
              comic={card(e.comic)}
              showOriginal
              badge={e.latestEpisodeNumber != null ? t('inbox.library.latest', { n: e.latestEpisodeNumber }) : undefined}
            />
          </li>
        ))}
      </ul>
      <Pager total={data.total} page={page} onChange={setPage} size={PAGE_SIZE} showAbovePages={1} />
    </>
  );
}

function Recent({ filter }: { filter: LibraryFilter }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const res = useGraphqlQuery(LIBRARY_RECENT, { page, pageSize: PAGE_SIZE, filter }, SHELF);
  const deleteHistory = useGraphqlMutation(DELETE_READING_HISTORY);
  const data = res.data?.libraryRecent;
  if (!data) return <NoShelf answer={res} />;
  if (!data.items.length) return <EmptyState>{t('empty.noRecent')}</EmptyState>;
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const remove = async () => {
    try {
      await deleteHistory.run({ comicIds: [...selected] });
    } catch (e) {
      notify.failure(new Error(gqlMessage(e)));
      return;
    }
    notify.success(t('inbox.library.deleted'));
    setSelected(new Set());
    setEditing(false);
  };
  return (
    <>
      <div className="library-actions">
        {editing ? (
          <>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={!selected.size || deleteHistory.pending}
              onClick={() => void remove()}
            >
              {t('inbox.library.delete')}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setEditing(false);
                setSelected(new Set());
              }}
            >
              {t('inbox.library.cancel')}
            </button>
          </>
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => setEditing(true)}>
            {t('inbox.library.edit')}
          </button>
        )}
      </div>
      <ul className="comic-grid comic-grid--grid library-grid">
        {data.items.map((e) => {
          const progress = e.completed ? t('inbox.library.completed') : t('inbox.library.progress', { n: e.percentage });
          return (
            <li key={e.id} className="library-recent">
              {editing && (
                <label className="library-recent__check">
                  <input
                    type="checkbox"
                    checked={selected.has(e.id)}
                    onChange={() => toggle(e.id)}
                    aria-label={t('inbox.library.select', { title: e.comic.title })}
                  />
                </label>
              )}
              <ComicCard comic={card(e.comic)} showOriginal badge={progress} />
              {e.episodeNumber != null && !editing && (
                <Link className="link library-recent__continue" to={`/comic/${encodeURIComponent(e.comic.slug)}/${e.episodeNumber}`}>
                  {t('inbox.library.continueAt', { n: e.episodeNumber })}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Pager total={data.total} page={page} onChange={setPage} size={PAGE_SIZE} showAbovePages={1} />
    </>
  );
}

function Unlocked({ filter }: { filter: LibraryFilter }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const res = useGraphqlQuery(LIBRARY_UNLOCKED, { page, pageSize: PAGE_SIZE, filter }, SHELF);
  const data = res.data?.libraryUnlocked;
  if (!data) return <NoShelf answer={res} />;
  if (!data.items.length) return <EmptyState>{t('empty.noUnlocked')}</EmptyState>;
  return (
    <>
      <ul className="comic-grid comic-grid--grid library-grid">
        {data.items.map((g) => (
          <li key={g.comic.id} className="library-unlocked">
            <ComicCard
              comic={card(g.comic)}
              showOriginal
              linkById
              badge={g.episodes.length ? t('inbox.library.owned', { count: g.episodes.length }) : undefined}
            />
            {g.rentals.length > 0 && (
              <ul className="library-unlocked__rentals">
                {g.rentals.map((r) => (
                  <li key={r.episodeId}>{t('inbox.library.rental', { n: r.episodeNumber, date: formatLongUS(r.expiresAt) })}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <Pager total={data.total} page={page} onChange={setPage} size={PAGE_SIZE} showAbovePages={1} />
    </>
  );
}

export function LibraryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const onDownloads = useLocation().pathname === DOWNLOADS_PATH;
  const [shelf, setShelf] = useState<Exclude<Tab, 'downloads'>>('subscribed');
  const tab: Tab = onDownloads ? 'downloads' : shelf;
  const setTab = (next: Tab) => {
    if (next === 'downloads') {
      if (!onDownloads) void navigate(DOWNLOADS_PATH);
      return;
    }
    setShelf(next);
    if (onDownloads) void navigate('/my-library');
  };
  const [filterButton, setFilterButton] = useState<FilterButton>('manga');
  const filter = FILTERS[filterButton];
  return (
    <PageFrame title={t('pages.library')}>
      {!online && tab !== 'downloads' && <OfflineBanner />}
      {tab !== 'downloads' && (
        <div className="segmented" role="group" aria-label={t('pages.filter')}>
          {(['manga', 'vender'] as const).map((f) => (
            <button key={f} type="button" aria-pressed={filterButton === f} onClick={() => setFilterButton(f)}>
              {t(`pages.${f}`)}
            </button>
          ))}
        </div>
      )}
      <Tabs<Tab>
        label={t('pages.library')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'subscribed', label: t('pages.subscribed') },
          { key: 'recent', label: t('pages.recent') },
          { key: 'unlocked', label: t('pages.unlocked') },
          { key: 'downloads', label: t('offline.downloads') },
        ]}
      >
        {tab === 'subscribed' && <Subscribed key={filter} filter={filter} />}
        {tab === 'recent' && <Recent key={filter} filter={filter} />}
        {tab === 'unlocked' && <Unlocked key={filter} filter={filter} />}
        {tab === 'downloads' && <DownloadsPanel />}
      </Tabs>
    </PageFrame>
  );
}
