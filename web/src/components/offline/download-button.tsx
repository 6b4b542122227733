// Download for offline reading, on an episode the reader may read now (the comic page's rows, the
// reader's header): Download → Downloading… → Downloaded (available offline).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { credentialsAtom } from '../../stores/session.js';
import { notify } from '../../lib/toast.js';
import { GraphqlError, gqlMessage } from '../../lib/graphql.js';
import { useDownloadState } from '../../hooks/use-downloads.js';
import { downloadEpisode, type EpisodeToKeep } from '../../lib/offline/downloads.js';
import { offlineStorageAvailable } from '../../lib/offline/offline-db.js';
import { useOnline } from '../../lib/online.js';
import './offline.css';

export function useDownload() {
  const credentials = useAtomValue(credentialsAtom);
  const { t } = useTranslation();
  return async (episode: EpisodeToKeep): Promise<boolean> => {
    if (!credentials) return false;
    try {
      await downloadEpisode(credentials, episode);
      return true;
    } catch (e) {
      // The server's reason when it refused (a paused plan, say); otherwise that the download failed.
      notify.error(e instanceof GraphqlError && e.graphQLErrors.length ? gqlMessage(e) : t('offline.downloadFailed'));
      return false;
    }
  };
}

export function DownloadButton({ episode, className }: { episode: EpisodeToKeep; className?: string }) {
  const { t } = useTranslation();
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const online = useOnline();
  const state = useDownloadState(episode.episodeId);
  const download = useDownload();
  if (!signedIn || !offlineStorageAvailable()) return null;
  if (state === 'downloaded')
    return (
      <span
        className={`download-button is-done ${className ?? ''}`}
        role="img"
        aria-label={t('offline.downloadedEpisode', { n: episode.episodeNumber })}
        title={t('offline.availableOffline')}
        data-testid="download-done"
      >
        <span aria-hidden="true">✓</span>
      </span>
    );
  const busy = state === 'downloading';
  if (!online && !busy) return null;
  return (
    <button
      type="button"
      className={`download-button ${className ?? ''}`}
      aria-label={
        busy ? t('offline.downloadingEpisode', { n: episode.episodeNumber }) : t('offline.downloadEpisode', { n: episode.episodeNumber })
      }
      title={busy ? t('offline.downloading') : t('offline.download')}
      aria-busy={busy}
      disabled={busy}
      onClick={(e) => {
        e.stopPropagation();
        void download(episode);
      }}
    >
      <span aria-hidden="true" className={busy ? 'download-button__spin' : undefined}>
        {busy ? '◌' : '⤓'}
      </span>
    </button>
  );
}
