// "Download next 5 unread" on a comic page: the next five episodes the reader may read now, after
// the last one they read in this comic (the Recent shelf's entry; from the first episode when they
// have read none), that are not downloaded yet, one after another.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useGraphqlClient } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { useOnline } from '../../../lib/online.js';
import { credentialsAtom } from '../../../stores/session.js';
import { useDownloadsVersion } from '../../../hooks/use-downloads.js';
import { downloadState } from '../../../lib/offline/download-status.js';
import { offlineStorageAvailable } from '../../../lib/offline/offline-db.js';
import { useDownload } from '../../../components/offline/download-button.js';
import type { EpisodeToKeep } from '../../../lib/offline/downloads.js';
import { nextUnread } from '../../../lib/offline/next-unread.js';
import { lastReadEpisode } from '../api/last-read.js';
import '../../../components/offline/offline.css';

export function DownloadNext({ comicId, readable }: { comicId: string; readable: EpisodeToKeep[] }) {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  const client = useGraphqlClient();
  const online = useOnline();
  const download = useDownload();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useDownloadsVersion();
  if (!credentials || !offlineStorageAvailable() || readable.length === 0) return null;

  const run = async () => {
    setProgress({ done: 0, total: 0 });
    try {
      const lastId = await lastReadEpisode(client, comicId).catch(() => undefined);
      const last = readable.find((e) => e.episodeId === lastId)?.episodeNumber ?? null;
      const picked = nextUnread(readable, last, (id) => downloadState(id) !== undefined);
      if (picked.length === 0) {
        notify.info(t('offline.nothingToDownload'));
        return;
      }
      let done = 0;
      setProgress({ done, total: picked.length });
      for (const e of picked) {
        if (!(await download(e))) break;
        done += 1;
        setProgress({ done, total: picked.length });
      }
      if (done === picked.length) notify.success(t('offline.downloadedCount', { count: done }));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <div className="download-next">
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={busy || !online}
        aria-busy={busy}
        onClick={() => void run()}
      >
        {busy && progress.total > 0
          ? t('offline.downloadingNext', { n: progress.done + 1, total: progress.total })
          : busy
            ? t('offline.downloading')
            : t('offline.downloadNext')}
      </button>
    </div>
  );
}
