// Reading progress (docs/product.md, docs/architecture.md): the scroll percentage is tracked while reading and
// sent once — with fetch keepalive, so it survives the page going away — to POST
// /api/add-comic-read when the page is hidden, left (pagehide) or navigated away from inside the
// app (unmount, e.g. Back). Needs both a stored user id and token (docs/product.md). Without a network (or
// when the report gets no answer) it is queued on the device instead and sent once online again
// (lib/offline/progress-queue.ts); `queued`: always so (the offline reader). REST rather than the
// recordReadingProgress mutation: only a keepalive fetch outlives the page, and the GraphQL client
// sends none.
import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { ApiError, rest } from '../../../lib/rest.js';
import { queueProgress } from '../../../lib/offline/progress-queue.js';
import { offlineStorageAvailable } from '../../../lib/offline/offline-db.js';
import { credentialsAtom } from '../../../stores/session.js';
import { scrollPercent } from '../lib/progress.js';

export function useReadingProgress(target: { episodeId: string; comicId: string } | null, ready: boolean, queued = false) {
  const credentials = useAtomValue(credentialsAtom);
  const percent = useRef(0);
  const sent = useRef(false);

  useEffect(() => {
    if (!target || !ready || !credentials) return;
    sent.current = false;
    const measure = () => {
      const doc = document.documentElement;
      percent.current = scrollPercent(window.scrollY, doc.scrollHeight, window.innerHeight);
    };
    let frame = 0;
    const onScroll = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    const send = () => {
      if (sent.current) return;
      sent.current = true;
      const report = { episodeId: target.episodeId, comicId: target.comicId, readPercentage: percent.current };
      const queue = () => {
        if (offlineStorageAvailable()) void queueProgress(credentials.userId, report).catch(() => undefined);
      };
      if (queued || !navigator.onLine) {
        queue();
        return;
      }
      void rest
        .POST('/api/add-comic-read', { keepalive: true, token: credentials.token, body: { userId: credentials.userId, ...report } })
        .catch((e: unknown) => {
          if (!(e instanceof ApiError)) queue();
        });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        measure();
        send();
      }
    };
    const onPageHide = () => {
      measure();
      send();
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      send();
    };
  }, [target?.episodeId, target?.comicId, ready, credentials, queued]); // the target's fields, not the object: a new object for the same episode keeps the listeners
}
