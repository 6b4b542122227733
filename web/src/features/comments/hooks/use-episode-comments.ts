// An episode's comments as one infinite query (EpisodeComments, per reader): each visit shows the
// cached pages and reads them again; `reload` reads the shown pages again from the newest.
import { useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { EpisodeCommentsQuery } from '../../../gql/graphql.js';
import { gqlMessage, graphqlKey, graphqlRequest } from '../../../lib/graphql.js';
import { PER_READER } from '../../../lib/query-client.js';
import { notify } from '../../../lib/toast.js';
import { EPISODE_COMMENTS, PAGE_SIZE, type CommentNode } from '../api/comments.js';

type CommentPages = InfiniteData<EpisodeCommentsQuery, string | null>;
/** The cache key of an episode's comment pages (invalidate it to read them again). */
const commentsKey = (episodeId: string) => graphqlKey(EPISODE_COMMENTS, { episodeId, first: PAGE_SIZE });

export function useEpisodeComments(episodeId: string | undefined) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: commentsKey(episodeId ?? ''),
    queryFn: ({ pageParam }) => graphqlRequest(EPISODE_COMMENTS, { episodeId: episodeId!, first: PAGE_SIZE, after: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: ({ episodeComments: { pageInfo } }) => (pageInfo.hasNextPage ? pageInfo.endCursor : undefined),
    enabled: !!episodeId,
    staleTime: 0,
    meta: PER_READER,
  });

  /** Every loaded page's comments in order, each once (a comment posted meanwhile can shift one onto the next page). */
  const items = useMemo(() => {
    const byId = new Map<string, CommentNode>();
    for (const page of list.data?.pages ?? [])
      for (const { node } of page.episodeComments.edges) if (!byId.has(node.id)) byId.set(node.id, node);
    return [...byId.values()];
  }, [list.data]);
  const total = list.data?.pages[0]?.episodeComments.totalCount ?? 0;

  /** Reads the shown pages again (after a post, a delete, a like, a mute or a live message). */
  const reload = () => (episodeId ? queryClient.invalidateQueries({ queryKey: commentsKey(episodeId) }) : Promise.resolve());

  /** Shows a like's answer at once, before the pages are read again. */
  const showLike = (commentId: string, liked: boolean, likeCount: number) => {
    if (!episodeId) return;
    queryClient.setQueryData<CommentPages>(
      commentsKey(episodeId),
      (d) =>
        d && {
          ...d,
          pages: d.pages.map((p) => ({
            episodeComments: {
              ...p.episodeComments,
              edges: p.episodeComments.edges.map((x) => (x.node.id === commentId ? { ...x, node: { ...x.node, liked, likeCount } } : x)),
            },
          })),
        },
    );
  };

  /** The next page; a failed one says so itself. */
  const more = async () => {
    if (!list.hasNextPage || list.isFetchingNextPage) return;
    const r = await list.fetchNextPage();
    if (r.isFetchNextPageError) notify.error(gqlMessage(r.error));
  };

  return { list, items, total, reload, showLike, more };
}
