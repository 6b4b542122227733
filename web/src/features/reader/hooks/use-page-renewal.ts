// Keeps a paid episode's signed page URLs fresh while it is open (lib/page-urls.ts): asks for the
// episode again before `pagesExpireAt`, when the tab comes back after the renewal time passed,
// and when a page fails to load; only the page URLs are taken from that answer, so progress and
// the restored position are not disturbed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGraphqlClient } from '../../../lib/graphql.js';
import { fetchPageUrls, type EpisodeAddress, type EpisodeData } from '../api/episode.js';
import { renewalDelay } from '../lib/page-urls.js';

type Pages = EpisodeData['pages'];
/** A failing page asks again at most this often. */
const ERROR_RENEWAL_GAP_MS = 5000;

export function usePageRenewal(
  { slug, episodeNumber }: EpisodeAddress,
  data: EpisodeData | undefined,
): { content: Pages | undefined; onPageError: () => void } {
  const client = useGraphqlClient();
  const [renewed, setRenewed] = useState<{ of: EpisodeData; content: Pages; expireAt: string | null } | null>(null);
  const current =
    data && renewed?.of === data ? renewed : data ? { of: data, content: data.pages, expireAt: data.pagesExpireAt ?? null } : null;
  const expireAt = current?.expireAt ?? null;
  const dueAt = useRef(Infinity);
  const lastAsked = useRef(0);
  const inFlight = useRef(false);

  const renew = useCallback(async () => {
    if (!data || !expireAt || inFlight.current) return;
    inFlight.current = true;
    lastAsked.current = Date.now();
    try {
      const fresh = await fetchPageUrls(client, { slug, episodeNumber });
      if (fresh.access.allowed && fresh.pages.length) {
        setRenewed({ of: data, content: fresh.pages, expireAt: fresh.pagesExpireAt ?? null });
      }
    } catch {
      // The pages on screen stay; the next timer, visit or failing page asks again.
    } finally {
      inFlight.current = false;
    }
  }, [data, expireAt, client, slug, episodeNumber]);

  useEffect(() => {
    if (!expireAt) {
      dueAt.current = Infinity;
      return;
    }
    const delay = renewalDelay(new Date(expireAt).getTime(), Date.now());
    dueAt.current = Date.now() + delay;
    const timer = setTimeout(() => {
      void renew();
    }, delay);
    // Timers stop while a phone sleeps: coming back past the renewal time renews at once.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() >= dueAt.current) void renew();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // Each answer (even one with the same expiry) schedules the next renewal.
  }, [expireAt, renew, renewed]);

  const onPageError = useCallback(() => {
    if (expireAt && Date.now() - lastAsked.current >= ERROR_RENEWAL_GAP_MS) void renew();
  }, [expireAt, renew]);

  return { content: current?.content, onPageError };
}
