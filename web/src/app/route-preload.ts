// What the first page needs, started as soon as the entry runs. Otherwise a page opened from its
// address waits for React to render the shell, then for its lazy chunk, then mounts and only then
// asks for its data, and only then for its images: on a phone (Lighthouse's slow-4G model) each
// of those steps is a round trip before the largest image can even be requested. Here the
// chunk and the first data call go out together; the pages find the data in flight or cached.
// Only home, comic detail and the reader are preloaded: the pages people land on from outside.
import { matchPath } from 'react-router-dom';
import type { Client } from 'urql';
import { preloadHome } from '../features/home/api/home.js';
import { preloadComic } from '../features/comics/api/comic.js';
import { preloadEpisode } from '../features/reader/api/episode.js';
import { comic, home, reader } from './router.js';

/** Failures are left to the page: its own load reports them as usual. */
const quietly = (p: Promise<unknown>) => { p.catch(() => undefined); };

export function preloadRoute(pathname: string, graphql: Client): void {
  if (matchPath('/', pathname)) {
    quietly(home());
    preloadHome(graphql);
    return;
  }
  const episode = matchPath('/comic/:slug/:episodeNumber', pathname);
  if (episode) {
    const n = Number(episode.params.episodeNumber);
    quietly(reader());
    if (Number.isInteger(n)) quietly(preloadEpisode(episode.params.slug!, n));
    return;
  }
  const detail = matchPath('/comic/:slug', pathname);
  if (detail) {
    quietly(comic());
    quietly(preloadComic(detail.params.slug!));
  }
}
