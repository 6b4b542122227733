// One episode on screen: access handled per docs/product.md, the pages, the tap-toggled chrome, scroll
// buttons, progress reporting and the restored position.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading, useDocumentTitle } from '../../../components/page-frame.js';
import { notify } from '../../../lib/toast.js';
import { LOCAL_KEYS, localStore } from '../../../lib/storage.js';
import { useAllEpisodes } from '../../../api/comic-data.js';
import { gqlCode, useGraphqlClient, type GraphqlError } from '../../../lib/graphql.js';
import { isNetworkFailure } from '../../../lib/online.js';
import type { Find } from '../../../lib/offline/open-ahead.js';
import { comicExists, useEpisode, type EpisodeAddress, type EpisodeData } from '../api/episode.js';
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
import { NoNetworkReader } from './offline-reader-view.js';
import { DownloadButton } from '../../../components/offline/download-button.js';
import { useDownloadList } from '../../../hooks/use-downloads.js';
import './reader.css';

/** The server's code for an episode (or its comic) it does not have live. */
const EPISODE_NOT_FOUND = 'CATALOG.EPISODE_NOT_FOUND';

/** The episode's comic (the address's slug should the episode not name it). */
const comicOf = (data: EpisodeData, slug: string) => ({
  id: data.episode.comicId,
  slug: data.episode.comic?.slug ?? slug,
  title: data.episode.comic?.title ?? '',
});

/** What the reader does when the episode got no answer (docs/product.md): a missing one is not live, or its comic is unknown. */
function useEpisodeFailure(error: GraphqlError | undefined, address: EpisodeAddress, noNetwork: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useGraphqlClient();
  useEffect(() => {
    if (!error || noNetwork) return;
    if (gqlCode(error) !== EPISODE_NOT_FOUND) {
      notify.error(t('browse.reader.noEpisode'));
      goBack(navigate, '/');
      return;
    }
    let live = true;
    void comicExists(client, address.slug).then((known) => {
      if (!live) return;
      if (known) {
        notify.warning(t('browse.reader.notLive'));
        goBack(navigate, `/comic/${encodeURIComponent(address.slug)}`);
      } else {
        notify.error(t('browse.reader.noComic'));
        navigate('/', { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [error, noNetwork, client, address.slug, navigate, t]);
}

/** `offline`: the same episode among the reader's downloads, read when the network is gone. */
export function ReaderView({ address, offline }: { address: EpisodeAddress; offline: Find }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const q = useEpisode(address);
  const data = q.data;
  const [chrome, setChrome] = useState(true);
  const list = useRef<HTMLOListElement>(null);
  const shell = useRef<HTMLDivElement>(null);
  const renewal = usePageRenewal(address, data);
  const pages = useMemo(() => orderedPages(renewal.content), [renewal.content]);
  const allowed = data?.access.allowed !== false;
  const opening = useEpisodeOpening(data, q.refetch);
  const episodes = useAllEpisodes(data?.episode.comicId ?? address.slug, data?.listEpisode);
  const known = data ? comicOf(data, address.slug) : null;
  const comicPath = known ? `/comic/${encodeURIComponent(known.slug)}` : '/';
  const noNetwork = isNetworkFailure(q.error);
  useDocumentTitle(
    data && known ? `${known.title} · ${t('browse.reader.episodeN', { n: data.episode.episodeNumber })}` : t('pages.episode'),
  );
  useAccessRedirect(data?.access, comicPath);
  useEpisodeFailure(q.error, address, noNetwork);
  useEffect(() => {
    if (data && allowed) {
      localStore.set(LOCAL_KEYS.comicId, data.episode.comicId);
      localStore.set(LOCAL_KEYS.episodeId, data.episode.id);
    }
  }, [data, allowed]);
  const target = data && allowed ? { episodeId: data.episode.id, comicId: data.episode.comicId } : null;
  const restoring = !!data?.progress && data.progress > 0;
  useReadingProgress(target, pages.length > 0);
  useRestorePosition(list, allowed ? data?.progress : null, pages.length);
  useBarInsets(shell, !!data && allowed);
  useDownloadList();

  if (noNetwork) return <NoNetworkReader find={offline} />;
  if (!data || !allowed)
    return (
      <main id="main" className="reader">
        <Loading />
      </main>
    );
  const comic = comicOf(data, address.slug);
  if (data.access.needsOpen) {
    // Its pages come once the episode is opened: at once, or (a rental pass to start) once the reader agreed.
    return (
      <main id="main" className="reader">
        <Loading />
        <RentalDialog
          episode={opening.confirming ? data.episode : null}
          comicTitle={comic.title}
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
    slug: comic.slug,
    comicId: comic.id,
    comicTitle: comic.title,
    episode: data.episode,
    episodes: episodes ?? data.listEpisode,
    comments: data.comments,
    download: (
      <DownloadButton
        episode={{
          episodeId: data.episode.id,
          comicSlug: comic.slug,
          comicTitle: comic.title,
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
