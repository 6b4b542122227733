// An episode's comments, newest first, a page at a time (EpisodeComments): the first page shows
// what the cache has and is asked again on each visit; "More" adds the page after the last one
// shown (use-later-comment-pages.ts). When the comments change (a post, a delete, a mute or a
// report invalidates them: comments-cache.ts; a live message: `reload`) the pages shown are read
// again from the newest.
import { useState } from 'react';
import { useGraphqlQuery } from '../../../lib/graphql.js';
import { EPISODE_COMMENTS, PAGE_SIZE, type CommentNode } from '../api/comments.js';
import { useLaterCommentPages } from './use-later-comment-pages.js';

export function useEpisodeComments(episodeId: string | undefined) {
  const first = useGraphqlQuery(
    EPISODE_COMMENTS,
    { episodeId: episodeId ?? '', first: PAGE_SIZE, after: null },
    { enabled: !!episodeId, fresh: true },
  );
  /** How many pages the reader asked for on this episode. */
  const [asked, setAsked] = useState({ episodeId, pages: 1 });
  const pageCount = asked.episodeId === episodeId ? asked.pages : 1;
  const later = useLaterCommentPages(episodeId, first.data?.episodeComments, pageCount - 1);
  const { cursors } = later;

  const shown = [first.data?.episodeComments, ...cursors.map((c) => later.pages.get(c)?.data)];
  /** Every loaded page's comments in order, each once (a comment posted meanwhile can shift one onto the next page). */
  const byId = new Map<string, CommentNode>();
  for (const page of shown) for (const { node } of page?.edges ?? []) if (!byId.has(node.id)) byId.set(node.id, node);
  const items = [...byId.values()];
  const loadedPages = shown.filter((p) => p !== undefined);
  const hasNextPage = loadedPages.at(-1)?.pageInfo.hasNextPage ?? false;
  const total = first.data?.episodeComments.totalCount ?? 0;

  /** Reads the shown pages again (a live message: the server may coalesce them, so the pushed comment alone could miss one). */
  const reload = () => Promise.all([first.refetch(), ...cursors.map(later.ask)]).then(() => undefined);

  /** The next page; one that failed (it said so) is asked again, one on its way is waited for. */
  const more = () => {
    const missing = cursors.find((c) => !later.pages.get(c)?.data);
    if (missing) {
      if (later.pages.get(missing)?.settled) void later.ask(missing);
      return;
    }
    if (hasNextPage) setAsked({ episodeId, pages: cursors.length + 2 });
  };

  return { first, items, total, hasNextPage, reload, more };
}
