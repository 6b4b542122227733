// The pages after an episode's first page of comments: each after the end its previous page answers
// now, so when the comments change every page is asked after its new cursor, none skipped. Each is
// kept live (a like, an invalidation after a post: comments-cache.ts), asked when its cursor is
// first wanted and dropped when it is no longer; a failed one says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CombinedError } from '@urql/core';
import type { EpisodeCommentsQuery, EpisodeCommentsQueryVariables } from '../../../gql/graphql.js';
import { gqlMessage, toGraphqlError, useGraphqlClient, type GraphqlError } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { EPISODE_COMMENTS, PAGE_SIZE, type CommentConnection } from '../api/comments.js';

export interface LaterPage {
  data?: CommentConnection;
  error?: GraphqlError;
  /** An answer came that is not being asked again. */
  settled: boolean;
}

const told = new WeakSet<CombinedError>();

/** The cursors of the later pages to show: each after its previous page's end, at most `count` of them. */
export function laterCursors(first: CommentConnection | undefined, pages: Map<string, LaterPage>, count: number): string[] {
  const cursors: string[] = [];
  let info = first?.pageInfo;
  while (cursors.length < count && info?.hasNextPage && info.endCursor) {
    cursors.push(info.endCursor);
    info = pages.get(info.endCursor)?.data?.pageInfo;
  }
  return cursors;
}

/**
 * Up to `count` pages after `first`: their cursors in order, the pages by cursor, and `ask(cursor)`,
 * which reads one again from the server.
 */
export function useLaterCommentPages(episodeId: string | undefined, first: CommentConnection | undefined, count: number) {
  const client = useGraphqlClient();
  const [pages, setPages] = useState(() => new Map<string, LaterPage>());
  const cursors = laterCursors(first, pages, count);
  const open = useRef(new Map<string, { unsubscribe: () => void }>());
  const wanted = cursors.join('\n');

  useEffect(() => {
    const keep = new Set(cursors);
    for (const [after, sub] of open.current)
      if (!keep.has(after)) {
        sub.unsubscribe();
        open.current.delete(after);
      }
    if (!episodeId) return;
    for (const after of keep) {
      if (open.current.has(after)) continue;
      const source = client.query<EpisodeCommentsQuery, EpisodeCommentsQueryVariables>(
        EPISODE_COMMENTS.toString(),
        { episodeId, first: PAGE_SIZE, after },
        { requestPolicy: 'cache-and-network' },
      );
      const sub = source.subscribe((r) => {
        if (r.error && !told.has(r.error)) {
          told.add(r.error);
          notify.error(gqlMessage(toGraphqlError(r.error)));
        }
        const data = r.data?.episodeComments;
        setPages((m) =>
          new Map(m).set(after, {
            data: data ?? m.get(after)?.data,
            error: r.error ? toGraphqlError(r.error) : undefined,
            settled: !r.stale,
          }),
        );
      });
      open.current.set(after, sub);
    }
    // `wanted` is `cursors` by value: a new array with the same cursors changes nothing.
  }, [client, episodeId, wanted]);

  useEffect(
    () => () => {
      for (const sub of open.current.values()) sub.unsubscribe();
      open.current.clear();
    },
    [client, episodeId],
  );

  const ask = useCallback(
    async (after: string) => {
      if (!episodeId) return;
      setPages((m) => new Map(m).set(after, { ...m.get(after), settled: false }));
      await client
        .query(EPISODE_COMMENTS.toString(), { episodeId, first: PAGE_SIZE, after }, { requestPolicy: 'network-only' })
        .toPromise();
    },
    [client, episodeId],
  );

  return { cursors, pages, ask };
}
