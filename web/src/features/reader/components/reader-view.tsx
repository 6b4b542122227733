// One episode on screen: access handled per docs/product.md, the pages, the tap-toggled chrome, scroll
// buttons, progress reporting and the restored position.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading, useDocumentTitle } from '../../../components/page-frame.js';
import { notify } from '../../../lib/toast.js';
import { LOCAL_KEYS, localStore } from '../../../lib/storage.js';
import { useEpisode } from '../api/episode.js';
import { useAccessRedirect } from '../hooks/use-access-redirect.js';
import { useReadingProgress } from '../hooks/use-reading-progress.js';
import { useRestorePosition } from '../hooks/use-restore-position.js';
import { usePageRenewal } from '../hooks/use-page-renewal.js';
import { useBarInsets } from '../hooks/use-bar-insets.js';
import { useEpisodeOpening } from '../hooks/use-episode-opening.js';
import { RentalDialog } from '../../../components/rental-dialog.js';
import { orderedPages } from '../lib/progress.js';
import { goBack } from '../lib/go-back.js';
import { ChromeToggle, ReaderFooter, ReaderHeader, ScrollButtons } from './reader-chrome.js';
import { ReaderPagesList } from './reader-pages-list.js';
import { DownloadButton } from '../../../components/offline/download-button.js';
import { useDownloadList } from '../../../hooks/use-downloads.js';
import './reader.css';

export function ReaderView({ episodeId }: { episodeId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useEpisode(episodeId);
  const data = q.data;
  const [chrome, setChrome] = useState(true);
  const list = useRef<HTMLOListElement>(null);
  const shell = useRef<HTMLDivElement>(null);
  const renewal = usePageRenewal(episodeId, data);
  const pages = useMemo(() => orderedPages(renewal.content), [renewal.content]);
  const allowed = data?.access?.allowed !== false;
  const opening = useEpisodeOpening(data, q.refetch);
  const comicPath = data ? `/comic/${encodeURIComponent(data.episode.comicId.slug)}` : '/';
  useDocumentTitle(
    data ? `${data.episode.comicId.title} · ${t('browse.reader.episodeN', { n: data.episode.episodeNumber })}` : t('pages.episode'),
  );
  useAccessRedirect(data?.access, comicPath);
  useEffect(() => {
    if (q.error) {
      notify.error(t('browse.reader.noEpisode'));
      goBack(navigate, '/');
    }
  }, [q.error, navigate, t]);
  useEffect(() => {
    if (data && allowed) {
      localStore.set(LOCAL_KEYS.comicId, data.episode.comicId._id);
      localStore.set(LOCAL_KEYS.episodeId, data.episode._id);
    }
  }, [data, allowed]);
  const target = data && allowed ? { episodeId: data.episode._id, comicId: data.episode.comicId._id } : null;
  const restoring = !!data?.progress && data.progress > 0;
  useReadingProgress(target, pages.length > 0);
  useRestorePosition(list, allowed ? data?.progress : null, pages.length);
  useBarInsets(shell, !!data && allowed);
  useDownloadList();

  if (!data || !allowed)
    return (
      <main id="main" className="reader">
        <Loading />
      </main>
    );
  if (data.access.allowed && data.access.needsOpen) {
    // Its pages come once the episode is opened: at once, or (a rental pass to start) once the reader agreed.
    return (
      <main id="main" className="reader">
        <Loading />
        <RentalDialog
          episode={opening.confirming ? data.episode : null}
          comicTitle={data.episode.comicId.title}
          expiresAt={data.access.passEndsAt ?? null}
          busy={opening.busy}
          onUse={() => void opening.confirm()}
          onClose={() => goBack(navigate, comicPath)}
        />
      </main>
    );
  }
  const chromeProps = {
    visible: chrome,
    slug: data.episode.comicId.slug,
    comicId: data.episode.comicId._id,
    comicTitle: data.episode.comicId.title,
    episode: data.episode,
    episodes: data.listEpisode,
    comments: data.comments,
    download: (
      <DownloadButton
        episode={{
          episodeId: data.episode._id,
          comicSlug: data.episode.comicId.slug,
          comicTitle: data.episode.comicId.title,
          episodeNumber: data.episode.episodeNumber,
          title: data.episode.title,
          progress: data.progress,
        }}
      />
    ),
  };
  return (
    <div className="reader-shell" ref={shell}>
      <ReaderHeader {...chromeProps} />
      <main id="main" className="reader" tabIndex={-1}>
        {/* The header (and its heading) is inert while hidden: the page keeps its level-one heading. */}
        {!chrome && (
          <h1 className="visually-hidden">{`${chromeProps.comicTitle} · ${t('browse.reader.episodeN', { n: data.episode.episodeNumber })} · ${data.episode.title}`}</h1>
        )}
        <ChromeToggle shown={chrome} onToggle={() => setChrome((c) => !c)} />
        <ReaderPagesList
          pages={pages}
          loadAll={restoring}
          containerRef={list}
          onTap={() => setChrome((c) => !c)}
          onPageError={renewal.onPageError}
        />
      </main>
      <ReaderFooter {...chromeProps} />
      <ScrollButtons />
    </div>
  );
}
