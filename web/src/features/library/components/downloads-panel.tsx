// My Library › Downloads (/my-library/downloads): the reader's downloaded episodes with the space
// they use (navigator.storage.estimate()), until when each may be read offline and how far the
// reader got, Read, and Delete one or all (each asks first: it cannot be undone); an ended window
// says so (its pages are deleted). Renders from the reader's database, online or not; online, it
// first renews what can be (renewable windows with less than half left, ended ones still readable).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { EmptyState, Loading } from '../../../components/page-frame.js';
import { formatLongDate } from '../../../lib/dates.js';
import { notify } from '../../../lib/toast.js';
import { useOnline } from '../../../lib/online.js';
import { credentialsAtom } from '../../../stores/session.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { useDownloadList } from '../../../hooks/use-downloads.js';
import { purgeExpired, removeAllDownloads, removeDownload, renewWindows, storageEstimate } from '../../../lib/offline/downloads.js';
import type { DownloadRecord } from '../../../lib/offline/offline-db.js';
import { byteUnits } from '../../../lib/offline/format-bytes.js';
import { OfflineBanner } from '../../../components/offline/offline-notice.js';
import '../../../components/offline/offline.css';

function useBytes() {
  const { t } = useTranslation();
  return (bytes: number) => {
    const { unit, n } = byteUnits(bytes);
    return t(`offline.units.${unit}`, { n });
  };
}

export function DownloadsPanel() {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  const online = useOnline();
  const { list, reload } = useDownloadList();
  const [usage, setUsage] = useState<number | null>(null);
  const [asking, setAsking] = useState<DownloadRecord | 'all' | null>(null);
  const [busy, setBusy] = useState(false);
  const bytes = useBytes();
  const readerId = credentials?.userId ?? null;

  useEffect(() => {
    if (!credentials) return;
    void (async () => {
      await purgeExpired(credentials.userId).catch(() => []);
      if (online) await renewWindows(credentials).catch(() => undefined);
      reload();
    })();
  }, [credentials?.userId, online]);
  useEffect(() => {
    void storageEstimate().then((e) => setUsage(e?.usage ?? null));
  }, [list]);

  if (!readerId) return null;
  if (!list) return <Loading />;
  const total = list.reduce((n, d) => n + d.bytes, 0);

  const remove = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      if (asking === 'all') await removeAllDownloads(readerId);
      else await removeDownload(readerId, asking.episodeId);
      notify.success(t(asking === 'all' ? 'offline.deletedAll' : 'offline.deleted'));
      setAsking(null);
    } catch (e) {
      notify.failure(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="downloads" aria-labelledby="downloads-title" data-testid="downloads">
      {!online && <OfflineBanner />}
      <div className="downloads__head">
        <h2 id="downloads-title" className="shelf__title">
          {t('offline.downloads')} <span className="muted">({list.length})</span>
        </h2>
        {list.length > 0 && (
          <button type="button" className="button button--ghost button--small" onClick={() => setAsking('all')}>
            {t('offline.deleteAll')}
          </button>
        )}
      </div>
      <p className="downloads__space" data-testid="downloads-space">
        {usage !== null
          ? t('offline.spaceUsed', { value: bytes(usage), what: bytes(total) })
          : t('offline.spaceDownloads', { value: bytes(total) })}
      </p>
      {list.length === 0 ? (
        <EmptyState>{t('offline.noDownloads')}</EmptyState>
      ) : (
        <ul className="downloads__list">
          {list.map((d) => (
            <li key={d.episodeId} className="downloads__item" data-testid="download-item" data-episode-id={d.episodeId}>
              <p className="downloads__title">
                {d.comicTitle} · {t('browse.reader.episodeN', { n: d.episodeNumber })} · {d.title}
              </p>
              {d.expired ? (
                <p className="downloads__meta" data-testid="download-expired">
                  {t('offline.expired')}
                </p>
              ) : (
                <p className="downloads__meta">
                  <span>{bytes(d.bytes)}</span>
                  <span>{t('offline.until', { date: formatLongDate(d.window.until) })}</span>
                  {d.progress > 0 && <span>{t('offline.progress', { n: d.progress })}</span>}
                </p>
              )}
              <div className="downloads__actions">
                {!d.expired && (
                  <Link
                    className="button button--primary button--small"
                    to={`/comic/${encodeURIComponent(d.comicSlug)}/${d.episodeNumber}`}
                    aria-label={t('offline.readEpisode', { n: d.episodeNumber, comic: d.comicTitle })}
                  >
                    {t('offline.read')}
                  </Link>
                )}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={t('offline.deleteEpisode', { n: d.episodeNumber, comic: d.comicTitle })}
                  onClick={() => setAsking(d)}
                >
                  {t('offline.deleteOne')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'all' ? 'offline.deleteAllTitle' : 'offline.deleteOneTitle')}
        confirmLabel={t(asking === 'all' ? 'offline.deleteAll' : 'offline.deleteOne')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setAsking(null)}
      >
        <p>
          {asking === 'all'
            ? t('offline.deleteAllBody', { count: list.length })
            : asking
              ? t('offline.deleteOneBody', { n: asking.episodeNumber, comic: asking.comicTitle })
              : ''}
        </p>
      </ConfirmDialog>
    </section>
  );
}
