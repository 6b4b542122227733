// A downloaded episode read without the network: its pages come from the reader's database as
// object URLs (revoked when the reader leaves), after its signed window is checked (the token
// against the pinned key, its end by the offline clock: lib/offline/downloads.ts). An
// ended window is refused, its pages deleted, and the reader told to go online to renew it. Prev
// and Next move among this comic's downloaded episodes; progress is queued on the device.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Loading, useDocumentTitle } from '../../../components/page-frame.js';
import { credentialsAtom } from '../../../stores/session.js';
import { OfflineNotice } from '../../../components/offline/offline-notice.js';
import { useDownloadList } from '../../../hooks/use-downloads.js';
import { OfflineError, type OfflineFailure } from '../../../lib/offline/downloads.js';
import { findAndOpen, takeAhead, type Find } from '../../../lib/offline/open-ahead.js';
import type { DownloadRecord } from '../../../lib/offline/offline-db.js';
import { useReadingProgress } from '../hooks/use-reading-progress.js';
import { useRestorePosition } from '../hooks/use-restore-position.js';
import { useBarInsets } from '../hooks/use-bar-insets.js';
import { ReaderPagesList } from './reader-pages-list.js';
import { ChromeToggle, EpisodeNav, ScrollButtons } from './reader-chrome.js';
import './reader.css';

type Opened =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'failed'; reason: OfflineFailure }
  | { state: 'open'; record: DownloadRecord; pages: Array<{ image: string; sequence: number }> };

const DOWNLOADS = '/my-library/downloads';
const readerPath = (d: DownloadRecord) => `/comic/${encodeURIComponent(d.comicSlug)}/${d.episodeNumber}`;

/** Opens the download and keeps its pages as object URLs while mounted. */
function useOpenedDownload(readerId: string | null, find: Find): Opened {
  const [opened, setOpened] = useState<Opened>({ state: 'loading' });
  const key = 'episodeId' in find ? find.episodeId : `${find.slug}/${find.episodeNumber}`;
  useEffect(() => {
    if (!readerId) {
      setOpened({ state: 'none' });
      return;
    }
    let live = true;
    let urls: string[] = [];
    void (async () => {
      try {
        const opened = await (takeAhead(readerId, find) ?? findAndOpen(readerId, find));
        if (!opened) {
          if (live) setOpened({ state: 'none' });
          return;
        }
        const { record, pages } = opened;
        urls = pages.map((b) => URL.createObjectURL(b));
        if (!live) {
          urls.forEach((u) => URL.revokeObjectURL(u));
          return;
        }
        setOpened({ state: 'open', record, pages: urls.map((image, i) => ({ image, sequence: record.sequences[i]! })) });
      } catch (e) {
        if (live) setOpened(e instanceof OfflineError ? { state: 'failed', reason: e.reason } : { state: 'failed', reason: 'missing' });
      }
    })();
    return () => {
      live = false;
      urls.forEach((u) => URL.revokeObjectURL(u));
    };
  }, [readerId, key]);
  return opened;
}

/** The User Timing mark set once the first page is painted (test/bench/offline-open.bench.ts reads it). */
export const FIRST_PAGE_MARK = 'koma:offline-first-page';

function useFirstPageMark(list: RefObject<HTMLOListElement | null>, ready: boolean) {
  useEffect(() => {
    const img = list.current?.querySelector('img');
    if (!ready || !img) return;
    const painted = () => requestAnimationFrame(() => performance.mark?.(FIRST_PAGE_MARK));
    if (img.complete && img.naturalWidth > 0) painted();
    else img.addEventListener('load', painted, { once: true });
    return () => img.removeEventListener('load', painted);
  }, [list, ready]);
}

export function OfflineReaderView({ find }: { find: Find }) {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  const opened = useOpenedDownload(credentials?.userId ?? null, find);
  const record = opened.state === 'open' ? opened.record : null;
  const [chrome, setChrome] = useState(true);
  const list = useRef<HTMLOListElement>(null);
  const shell = useRef<HTMLDivElement>(null);
  const { list: downloads } = useDownloadList();
  const pages = opened.state === 'open' ? opened.pages : [];
  const target = useMemo(() => (record ? { episodeId: record.episodeId, comicId: record.comicId } : null), [record]);
  useDocumentTitle(record ? `${record.comicTitle} · ${t('browse.reader.episodeN', { n: record.episodeNumber })}` : t('pages.episode'));
  useReadingProgress(target, pages.length > 0, true);
  useRestorePosition(list, record?.progress ?? null, pages.length);
  useBarInsets(shell, record !== null);
  useFirstPageMark(list, pages.length > 0);

  if (opened.state === 'loading')
    return (
      <main id="main" className="reader">
        <Loading />
      </main>
    );
  if (opened.state !== 'open')
    return (
      <main id="main" className="page">
        <OfflineNotice heading="h1" reason={opened.state === 'none' ? t('offline.notDownloaded') : t(`offline.${opened.reason}`)} />
      </main>
    );

  const r = opened.record;
  const siblings = (downloads ?? []).filter((d) => d.comicId === r.comicId).sort((a, b) => a.episodeNumber - b.episodeNumber);
  const at = siblings.findIndex((d) => d.episodeId === r.episodeId);
  const prev = at > 0 ? siblings[at - 1] : undefined;
  const next = at >= 0 ? siblings[at + 1] : undefined;
  const heading = `${t('browse.reader.episodeN', { n: r.episodeNumber })} · ${r.title}`;
  return (
    <div className="reader-shell" ref={shell} data-testid="offline-reader">
      <header className={`reader__bar reader__bar--top ${chrome ? '' : 'is-hidden'}`} inert={!chrome} data-testid="reader-header">
        <Link to={DOWNLOADS} className="icon-button" aria-label={t('offline.backToDownloads')}>
          ‹
        </Link>
        <div className="reader__heading">
          <p className="reader__comic">
            {r.comicTitle} · <span className="reader__offline-tag">{t('offline.availableOffline')}</span>
          </p>
          <h1 className="reader__title">{heading}</h1>
        </div>
      </header>
      <main id="main" className="reader" tabIndex={-1}>
        {!chrome && <h1 className="visually-hidden">{`${r.comicTitle} · ${heading}`}</h1>}
        <ChromeToggle shown={chrome} onToggle={() => setChrome((c) => !c)} />
        <ReaderPagesList pages={opened.pages} loadAll={r.progress > 0} containerRef={list} onTap={() => setChrome((c) => !c)} />
      </main>
      <footer className={`reader__bar reader__bar--bottom ${chrome ? '' : 'is-hidden'}`} inert={!chrome} data-testid="reader-footer">
        <EpisodeNav label={t('offline.downloads')} prev={prev ? readerPath(prev) : null} next={next ? readerPath(next) : null} />
      </footer>
      <ScrollButtons />
    </div>
  );
}

/** Without a network: the episode from the reader's downloads, or (signed out) the notice that there is none. */
export function NoNetworkReader({ find }: { find: Find }) {
  const signedIn = useAtomValue(credentialsAtom) !== null;
  return signedIn ? (
    <OfflineReaderView find={find} />
  ) : (
    <main id="main" className="page">
      <OfflineNotice heading="h1" />
    </main>
  );
}
