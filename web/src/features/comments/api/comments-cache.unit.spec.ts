// What the Comments page's mutations do to a mounted comment list, with the comments' cache config:
// a like shows its answer in the comment without asking the list again; a post, a delete, a mute
// and a report have the list (and for mutes and reports the reader's marks) asked again.
// A real urql client with Graphcache, answered by a fake server.
import { describe, expect, test } from '@jest/globals';
import { fakeGraphqlServer } from '../../../lib/testing/fake-graphql-server.js';
import type { EpisodeCommentsQuery } from '../../../gql/graphql.js';
import { commentsCache } from './comments-cache.js';
import {
  ADD_COMMENT,
  DELETE_COMMENT,
  EPISODE_COMMENTS,
  LIKE_COMMENT,
  MUTE_COMMENTER,
  MUTES_REPORTS_AND_LIKES,
  REPORT_COMMENT,
} from './comments.js';

const author = { __typename: 'CommentAuthorGql', id: 'u2', fullName: 'Author', photo: null };
const node = {
  __typename: 'Comment',
  id: 'k1',
  content: 'hello',
  likeCount: 0,
  createdAt: '2024-01-01T00:00:00Z',
  episodeNumber: 1,
  own: false,
  liked: false,
  hidden: false,
  spoiler: false,
  author,
};
const answers: Record<string, object> = {
  EpisodeComments: {
    episodeComments: {
      __typename: 'CommentConnection',
      totalCount: 1,
      pageInfo: { __typename: 'CommentPageInfo', hasNextPage: false, endCursor: 'k1' },
      edges: [{ __typename: 'CommentEdge', cursor: 'k1', node }],
    },
  },
  MutesReportsAndLikes: { mutesReportsAndLikes: { __typename: 'UserCommentData', muteData: [], reportData: [] } },
  LikeComment: { likeComment: { __typename: 'CommentLikeResult', message: 'ok', commentId: 'k1', liked: true, likeCount: 1 } },
  AddComment: { addComment: { __typename: 'CommentResult', message: 'ok', comment: { ...node, id: 'k2', own: true } } },
  DeleteComment: { deleteComment: { __typename: 'MessageResult', message: 'ok' } },
  MuteCommenter: { muteCommenter: { __typename: 'MuteResult', message: 'ok', muteUserId: 'u2', muted: true } },
  ReportComment: { reportComment: { __typename: 'MessageResult', message: 'ok' } },
};

const fakeServer = () => fakeGraphqlServer(answers, commentsCache);

const settle = () => new Promise((r) => setTimeout(r, 50));

/** Mounts the list and the marks, then runs `mutate`: what was asked after it, and the list as shown last. */
async function after(mutate: (client: Client) => Promise<unknown>) {
  const { client, asked } = fakeServer();
  let shown: EpisodeCommentsQuery | undefined;
  const subs = [
    client.query<EpisodeCommentsQuery>(EPISODE_COMMENTS.toString(), { episodeId: 'e1', first: 20, after: null }).subscribe((r) => {
      shown = r.data;
    }),
    client.query(MUTES_REPORTS_AND_LIKES.toString(), {}).subscribe(() => undefined),
  ];
  await settle();
  asked.length = 0;
  await mutate(client);
  await settle();
  for (const s of subs) s.unsubscribe();
  return { asked: asked.slice(1).sort(), comment: shown?.episodeComments.edges[0]?.node };
}

describe('comments cache config', () => {
  test('a like shows its answer in the comment, and nothing is asked again', async () => {
    const r = await after((c) => c.mutation(LIKE_COMMENT.toString(), { commentId: 'k1', like: true }).toPromise());
    expect(r.asked).toEqual([]);
    expect(r.comment).toMatchObject({ id: 'k1', liked: true, likeCount: 1 });
  });

  test('a post or a delete has the list asked again', async () => {
    const post = await after((c) => c.mutation(ADD_COMMENT.toString(), { episodeId: 'e1', content: 'hi' }).toPromise());
    expect(post.asked).toEqual(['EpisodeComments']);
    const del = await after((c) => c.mutation(DELETE_COMMENT.toString(), { commentId: 'k1' }).toPromise());
    expect(del.asked).toEqual(['EpisodeComments']);
  });

  test('a mute or a report has the list and the marks asked again', async () => {
    const mute = await after((c) => c.mutation(MUTE_COMMENTER.toString(), { muteUserId: 'u2', mute: true }).toPromise());
    expect(mute.asked).toEqual(['EpisodeComments', 'MutesReportsAndLikes']);
    const report = await after((c) => c.mutation(REPORT_COMMENT.toString(), { commentId: 'k1', reason: 'spam' }).toPromise());
    expect(report.asked).toEqual(['EpisodeComments', 'MutesReportsAndLikes']);
  });
});
