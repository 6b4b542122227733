import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let db: pg.Pool;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
type Reader = Awaited<ReturnType<typeof newReader>>;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const post = (r: Reader, content: unknown, episodeId = ids.free, extra: Record<string, unknown> = {}) =>
  t.request('POST', '/api/add-comment', { token: r.token, body: { userId: r.userId, comicId: ids.comic, episodeId, content, ...extra } });
const list = (r: Reader | null, episodeId = ids.free, query = '') =>
  t.request('GET', `/api/get-episode-comment/${episodeId}${query}`, { token: r?.token });
const stored = async (episodeId: string) =>
  Number((await db.query('SELECT count(*) FROM community_comments WHERE episode_id = $1', [episodeId])).rows[0].count);
const episodeCount = async (episodeId: string) => (await t.request('GET', `/api/get-comic-episode-data/${episodeId}`)).body.comments;
const EPISODE_COMMENTS = `query($e: ID!, $first: Int, $after: String) { episodeComments(episodeId: $e, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id content likeCount own liked hidden spoiler episodeNumber author { id fullName photo } } } } }`;

describe('add-comment and get-episode-comment', () => {
  it('posts a trimmed comment and lists it newest first with its author; the episode counts it in REST and GraphQL', async () => {
    const before = await episodeCount(ids.free);
    const r = await newReader(t, 'Poster');
    const res = await post(r, '   First!   ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Comment added',
      comment: { content: 'First!', like: 0, own: true, userId: { _id: r.userId, fullName: 'Poster' } },
    });
    const other = await newReader(t, 'Viewer');
    await t.request('POST', '/api/open-episode', { token: other.token, body: { episodeId: ids.free } }); // has read episode 1
    const seen = (await list(other)).body.comment.find((c: any) => c._id === res.body.comment._id);
    expect(seen).toMatchObject({
      content: 'First!',
      likeCount: 0,
      own: false,
      liked: false,
      spoiler: false,
      userId: { _id: r.userId, fullName: 'Poster', photo: null },
    });
    expect(new Date(seen.createdAt).toISOString()).toBe(clock.now().toISOString());
    expect(await episodeCount(ids.free)).toBe(before + 1);
    const view = await t.graphql('query { episode(comicSlug: "mini-comic", episodeNumber: 1) { comments } }');
    expect(view.body.data.episode.comments).toBe(before + 1);
  });

  it('stores HTML and script as the text typed (never interpreted on the server)', async () => {
    const r = await newReader(t, 'Markup');
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & <b>bold</b>';
    const res = await post(r, text);
    expect(res.body.comment.content).toBe(text);
    const listed = (await list(null)).body.comment.find((c: any) => c._id === res.body.comment._id);
    expect(listed.content).toBe(text);
  });

  it('refuses empty, whitespace-only, over-long and non-string content with 400, storing nothing', async () => {
    const r = await newReader(t, 'Empty');
    const before = await stored(ids.free);
    const cases: Array<[unknown, string]> = [
      ['', 'COMMUNITY.COMMENT_EMPTY'],
      ['   \n\t ', 'COMMUNITY.COMMENT_EMPTY'],
      ['x'.repeat(1001), 'COMMUNITY.COMMENT_TOO_LONG'],
      [42, 'COMMUNITY.COMMENT_NOT_TEXT'],
      [null, 'COMMUNITY.COMMENT_NOT_TEXT'],
      [['a'], 'COMMUNITY.COMMENT_NOT_TEXT'],
      [{ text: 'a' }, 'COMMUNITY.COMMENT_NOT_TEXT'],
      [undefined, 'VALIDATION'], // no content field at all
    ];
    for (const [content, code] of cases) {
      const res = await post(r, content);
      expect([res.status, res.body.success, res.body.code]).toEqual([400, false, code]);
    }
    expect((await post(r, 'x'.repeat(1000))).status).toBe(200);
    expect(await stored(ids.free)).toBe(before + 1);
    const gql = await t.graphql('mutation($e: ID!) { addComment(episodeId: $e, content: "   ") { message } }', { e: ids.free }, r.token);
    expect(gql.body.errors[0].extensions.code).toBe('COMMUNITY.COMMENT_EMPTY');
  });

  it("needs a live episode the poster may read: unknown or future 404, locked 403; another reader's id 403; no token 401", async () => {
    const r = await newReader(t, 'Locked');
    const other = await newReader(t, 'NotMe');
    const cases: Array<[Promise<{ status: number; body: any }>, number, string]> = [
      [post(r, 'hi', '00000000-0000-4000-8000-000000000000'), 404, 'COMMUNITY.EPISODE_NOT_FOUND'],
      [post(r, 'hi', 'not-an-id'), 404, 'COMMUNITY.EPISODE_NOT_FOUND'],
      [post(r, 'hi', ids.future), 404, 'COMMUNITY.EPISODE_NOT_FOUND'],
      [post(r, 'hi', ids.coin(1)), 403, 'COMMUNITY.EPISODE_NOT_READABLE'],
      [post(r, 'hi', ids.vip), 403, 'COMMUNITY.EPISODE_NOT_READABLE'],
      [post(r, 'hi', ids.free, { userId: other.userId }), 403, 'AUTH.FORBIDDEN'],
      [t.request('POST', '/api/add-comment', { body: { episodeId: ids.free, content: 'hi' } }), 401, 'AUTH.UNAUTHORIZED'],
    ];
    for (const [res, status, code] of cases) {
      const { status: s, body } = await res;
      expect([s, body.success, body.code]).toEqual([status, false, code]);
    }
    expect(await stored(ids.coin(1))).toBe(0);
    expect((await list(null, ids.future)).status).toBe(404);
    expect((await list(null, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // Bought, it may be commented on.
    await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(1) } });
    expect((await post(r, 'worth it', ids.coin(1))).status).toBe(200);
  });

  it('pages newest first by keyset: every comment once, in order, also when they share a timestamp', async () => {
    const r = await newReader(t, 'Pager');
    const ep = ids.coin(1);
    await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ep } });
    for (let i = 0; i < 12; i++) {
      if (i % 4 === 0) clock.advance(1000); // groups of four share a createdAt
      expect((await post(r, `c${i}`, ep)).status).toBe(200);
    }
    const all = (
      await db.query('SELECT id FROM community_comments WHERE episode_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC', [
        ep,
      ])
    ).rows.map((x) => x.id);
    const seen: string[] = [];
    let after = '';
    for (let i = 0; i < 10; i++) {
      const page = await list(null, ep, `?limit=5${after ? `&after=${after}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.comment.map((c: any) => c._id));
      expect(page.body.total).toBe(all.length);
      if (!page.body.nextCursor) break;
      after = page.body.nextCursor;
    }
    expect(seen).toEqual(all);
    // GraphQL: the same order through the connection.
    const gseen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await t.graphql(EPISODE_COMMENTS, { e: ep, first: 4, after: cursor });
      const conn: any = res.body.data.episodeComments;
      gseen.push(...conn.edges.map((e: any) => e.node.id));
      cursor = conn.pageInfo.hasNextPage ? conn.pageInfo.endCursor : null;
    } while (cursor);
    expect(gseen).toEqual(all);
    expect((await list(null, ep, '?after=bogus')).status).toBe(400);
    expect((await list(null, ep, '?limit=0')).status).toBe(400);
    expect((await list(null, ep, '?limit=101')).status).toBe(400);
  });
});

describe('comment likes, mutes, reports and deletion', () => {
  let author: Reader;
  let commentId: string;
  beforeAll(async () => {
    author = await newReader(t, 'Author');
    commentId = (await post(author, 'like me')).body.comment._id;
  });

  it('a like toggles; `like: true` twice is one like; get-user-comment-data lists it', async () => {
    const r = await newReader(t, 'Fan');
    const like = (extra: Record<string, unknown> = {}) =>
      t.request('POST', '/api/like-comment', { token: r.token, body: { userId: r.userId, commentId, episodeId: ids.free, ...extra } });
    expect((await like()).body).toEqual({ success: true, message: 'Comment liked', liked: true, likeCount: 1 });
    expect((await list(r)).body.comment.find((c: any) => c._id === commentId)).toMatchObject({ liked: true, likeCount: 1 });
    expect((await t.request('GET', `/api/get-user-comment-data/${r.userId}`, { token: r.token })).body.likeData).toEqual([
      expect.objectContaining({ commentId, episodeId: ids.free }),
    ]);
    expect((await like()).body).toEqual({ success: true, message: 'Comment like removed', liked: false, likeCount: 0 });
    expect((await like({ like: true })).body.likeCount).toBe(1);
    expect((await like({ like: true })).body).toMatchObject({ liked: true, likeCount: 1 });
    expect((await like({ like: false })).body).toMatchObject({ liked: false, likeCount: 0 });
  });

  it('50 concurrent likes by one reader make one like; 50 concurrent toggles leave count and rows in step', async () => {
    const r = await newReader(t, 'Hammer');
    const hit = (body: Record<string, unknown>) => t.request('POST', '/api/like-comment', { token: r.token, body: { commentId, ...body } });
    const likes = await Promise.all(Array.from({ length: 50 }, () => hit({ like: true })));
    expect(likes.every((x) => x.status === 200 && x.body.liked === true)).toBe(true);
    const rows = async () =>
      Number(
        (await db.query('SELECT count(*) FROM community_comment_likes WHERE comment_id = $1 AND user_id = $2', [commentId, r.userId]))
          .rows[0].count,
      );
    const total = async () => ({
      column: (await db.query('SELECT like_count FROM community_comments WHERE id = $1', [commentId])).rows[0].like_count,
      rows: Number((await db.query('SELECT count(*) FROM community_comment_likes WHERE comment_id = $1', [commentId])).rows[0].count),
    });
    expect(await rows()).toBe(1);
    const t1 = await total();
    expect(t1.column).toBe(t1.rows);
    await Promise.all(Array.from({ length: 50 }, () => hit({})));
    expect(await rows()).toBeLessThanOrEqual(1);
    const t2 = await total();
    expect(t2.column).toBe(t2.rows);
  });

  it("like-comment: unknown, malformed or wrong-episode comment 404; another reader's id 403", async () => {
    const r = await newReader(t, 'LikeBad');
    const other = await newReader(t, 'LikeOther');
    const like = (body: Record<string, unknown>) => t.request('POST', '/api/like-comment', { token: r.token, body });
    expect((await like({ commentId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await like({ commentId: 'nope' })).status).toBe(404);
    expect((await like({ commentId, episodeId: ids.coin(2) })).status).toBe(404);
    expect((await like({ commentId, userId: other.userId })).status).toBe(403);
    expect((await like({})).status).toBe(400);
    expect((await t.request('GET', `/api/get-user-comment-data/${other.userId}`, { token: r.token })).status).toBe(403);
    expect((await t.request('GET', `/api/get-user-comment-data/${r.userId}`, { token: r.token })).body).toEqual({
      success: true,
      muteData: [],
      reportData: [],
      likeData: [],
    });
  });

  it("mute toggles and hides the muted author's comments from that reader only; muting oneself is 400", async () => {
    const r = await newReader(t, 'Muter');
    const mute = (body: Record<string, unknown>) =>
      t.request('POST', '/api/add-mute-data', { token: r.token, body: { userId: r.userId, ...body } });
    const sees = async (who: Reader | null) => (await list(who)).body.comment.some((c: any) => c._id === commentId);
    expect(await sees(r)).toBe(true);
    expect((await mute({ muteUserId: author.userId })).body).toEqual({ success: true, message: 'User muted', muted: true });
    expect(await sees(r)).toBe(false);
    expect(await sees(null)).toBe(true);
    expect(await sees(author)).toBe(true);
    const data = (await t.request('GET', `/api/get-user-comment-data/${r.userId}`, { token: r.token })).body;
    // Named, so the Comments page can list whom the reader muted with UnMute (their comments are gone from it).
    expect(data.muteData).toEqual([
      expect.objectContaining({
        muteUserId: author.userId,
        muteUser: { _id: author.userId, id: author.userId, fullName: 'Author', photo: null },
      }),
    ]);
    const named = await t.graphql('{ mutesReportsAndLikes { muteData { muteUserId user { id fullName photo } } } }', {}, r.token);
    expect(named.body.data.mutesReportsAndLikes.muteData).toEqual([
      { muteUserId: author.userId, user: { id: author.userId, fullName: 'Author', photo: null } },
    ]);
    const gql = await t.graphql(EPISODE_COMMENTS, { e: ids.free, first: 100 }, r.token);
    expect(gql.body.data.episodeComments.edges.some((e: any) => e.node.id === commentId)).toBe(false);
    expect((await mute({ muteUserId: author.userId })).body).toEqual({ success: true, message: 'User unmuted', muted: false });
    expect(await sees(r)).toBe(true);
    const self = await mute({ muteUserId: r.userId });
    expect([self.status, self.body.code]).toEqual([400, 'COMMUNITY.MUTE_SELF']);
    expect((await mute({ muteUserId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await mute({ muteUserId: author.userId, userId: author.userId })).status).toBe(403);
    const gself = await t.graphql('mutation($u: ID!) { muteCommenter(muteUserId: $u) { muted } }', { u: r.userId }, r.token);
    expect(gself.body.errors[0].extensions.code).toBe('COMMUNITY.MUTE_SELF');
    expect((await t.request('GET', `/api/get-user-comment-data/${r.userId}`, { token: r.token })).body.muteData).toEqual([]);
  });

  it('a report is taken once, with its reason; reporting oneself or naming the wrong author is 400', async () => {
    const r = await newReader(t, 'Reporter');
    const report = (body: Record<string, unknown>) =>
      t.request('POST', '/api/add-report', {
        token: r.token,
        body: { userId: r.userId, episodeId: ids.free, commentId, guiltyUser: author.userId, ...body },
      });
    expect((await report({ reason: 'rude' })).body).toEqual({ success: true, message: 'Reported' });
    const again = await report({ reason: 'still rude' });
    expect([again.status, again.body.code]).toEqual([409, 'COMMUNITY.ALREADY_REPORTED']);
    const data = (await t.request('GET', `/api/get-user-comment-data/${r.userId}`, { token: r.token })).body;
    expect(data.reportData).toEqual([
      expect.objectContaining({ commentId, guiltyUser: author.userId, episodeId: ids.free, reason: 'rude' }),
    ]);
    const own = (await post(r, 'mine')).body.comment._id;
    const self = await report({ commentId: own, guiltyUser: r.userId });
    expect([self.status, self.body.code]).toEqual([400, 'COMMUNITY.REPORT_SELF']);
    const other = await newReader(t, 'Bystander');
    const wrong = await t.request('POST', '/api/add-report', { token: other.token, body: { commentId, guiltyUser: other.userId } });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'COMMUNITY.GUILTY_USER_MISMATCH']);
    expect(
      (await t.request('POST', '/api/add-report', { token: other.token, body: { commentId: '00000000-0000-4000-8000-000000000000' } }))
        .status,
    ).toBe(404);
    expect((await report({ userId: other.userId })).status).toBe(403);
    const count = Number((await db.query('SELECT count(*) FROM community_reports WHERE comment_id = $1', [commentId])).rows[0].count);
    expect(count).toBe(1);
    const g = await t.graphql('mutation($c: ID!) { reportComment(commentId: $c, reason: "again") { message } }', { c: commentId }, r.token);
    expect(g.body.errors[0].extensions.code).toBe('COMMUNITY.ALREADY_REPORTED');
  });

  it('an author deletes their own comment (others cannot); it leaves the list and the count', async () => {
    const r = await newReader(t, 'Deleter');
    const id = (await post(r, 'oops')).body.comment._id;
    const before = await episodeCount(ids.free);
    const other = await newReader(t, 'NotAuthor');
    const refused = await t.request('POST', '/api/delete-comment', { token: other.token, body: { commentId: id } });
    expect([refused.status, refused.body.code]).toEqual([403, 'COMMUNITY.NOT_YOUR_COMMENT']);
    expect((await t.request('POST', '/api/delete-comment', { token: r.token, body: { commentId: id } })).body).toEqual({
      success: true,
      message: 'Comment deleted',
    });
    expect(await episodeCount(ids.free)).toBe(before - 1);
    expect((await list(r)).body.comment.some((c: any) => c._id === id)).toBe(false);
    expect((await t.request('POST', '/api/like-comment', { token: other.token, body: { commentId: id } })).status).toBe(404);
    expect((await t.request('POST', '/api/delete-comment', { token: r.token, body: { commentId: id } })).status).toBe(404);
  });
});

describe('REST and GraphQL doors give the same answers', () => {
  it('comment, like, mute, user comment data', async () => {
    const r = await newReader(t, 'Doors');
    const author = await newReader(t, 'DoorAuthor');
    const g = await t.graphql(
      'mutation($e: ID!, $c: String!) { addComment(episodeId: $e, content: $c) { message comment { id content own author { fullName } } } }',
      { e: ids.free, c: '  via graphql  ' },
      author.token,
    );
    expect(g.body.data.addComment).toMatchObject({
      message: 'Comment added',
      comment: { content: 'via graphql', own: true, author: { fullName: 'DoorAuthor' } },
    });
    const id = g.body.data.addComment.comment.id;
    const gl = await t.graphql(
      'mutation($c: ID!) { likeComment(commentId: $c, like: true) { message liked likeCount } }',
      { c: id },
      r.token,
    );
    const rl = await t.request('POST', '/api/like-comment', { token: r.token, body: { commentId: id, like: true } });
    expect(gl.body.data.likeComment).toEqual({ message: 'Comment liked', liked: true, likeCount: 1 });
    expect(rl.body).toEqual({ success: true, message: 'Comment liked', liked: true, likeCount: 1 });
    const gm = await t.graphql(
      'mutation($u: ID!) { muteCommenter(muteUserId: $u, mute: true) { message muted } }',
      { u: author.userId },
      r.token,
    );
    expect(gm.body.data.muteCommenter).toEqual({ message: 'User muted', muted: true });
    const gd = await t.graphql(
      '{ mutesReportsAndLikes { muteData { muteUserId } likeData { commentId } reportData { commentId } } }',
      {},
      r.token,
    );
    const rd = (await t.request('GET', `/api/get-user-comment-data/${r.userId}`, { token: r.token })).body;
    expect(gd.body.data.mutesReportsAndLikes).toEqual({
      muteData: rd.muteData.map((m: any) => ({ muteUserId: m.muteUserId })),
      likeData: rd.likeData.map((l: any) => ({ commentId: l.commentId })),
      reportData: [],
    });
    const unknown = await t.graphql('mutation { likeComment(commentId: "00000000-0000-4000-8000-000000000000") { liked } }', {}, r.token);
    expect(unknown.body.errors[0].extensions.code).toBe('COMMUNITY.COMMENT_NOT_FOUND');
    const locked = await t.graphql(
      'mutation($e: ID!) { addComment(episodeId: $e, content: "x") { message } }',
      { e: ids.coin(5) },
      r.token,
    );
    expect(locked.body.errors[0].extensions.code).toBe('COMMUNITY.EPISODE_NOT_READABLE');
  });
});

describe('spoiler shield', () => {
  it('a comment on episode N is collapsed for a reader who has not reached N in that comic, open for one who has', async () => {
    const buyer = async (name: string) => {
      const r = await newReader(t, name);
      await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
      return r;
    };
    const open = (r: Reader, episodeId: string) => t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId } });
    const ep3 = ids.coin(2); // episode number 3
    const author = await buyer('Ahead');
    await t.request('POST', '/api/purchase-episode', { token: author.token, body: { episodeId: ep3 } });
    const id = (await post(author, 'the twist!', ep3)).body.comment._id;
    const spoilerFor = async (r: Reader | null) => (await list(r, ep3)).body.comment.find((c: any) => c._id === id)?.spoiler;
    const gqlSpoilerFor = async (r: Reader) =>
      (await t.graphql(EPISODE_COMMENTS, { e: ep3 }, r.token)).body.data.episodeComments.edges.find((e: any) => e.node.id === id)?.node
        .spoiler;

    const behind = await newReader(t, 'Behind');
    expect(await spoilerFor(behind)).toBe(true); // read nothing yet
    await open(behind, ids.free);
    expect(await spoilerFor(behind)).toBe(true); // episode 1 only
    expect(await gqlSpoilerFor(behind)).toBe(true);
    expect(await spoilerFor(author)).toBe(false); // one's own comment
    expect(await spoilerFor(null)).toBe(false); // a visitor has no progress to go by

    const caughtUp = await buyer('CaughtUp');
    await t.request('POST', '/api/purchase-episode', { token: caughtUp.token, body: { episodeId: ids.coin(3) } });
    await open(caughtUp, ids.coin(3)); // episode 4: past 3
    expect(await spoilerFor(caughtUp)).toBe(false);
    expect(await gqlSpoilerFor(caughtUp)).toBe(false);

    const progressed = await buyer('Progress');
    await t.request('POST', '/api/purchase-episode', { token: progressed.token, body: { episodeId: ep3 } });
    await t.request('POST', '/api/add-comic-read', {
      token: progressed.token,
      body: { episodeId: ep3, comicId: ids.comic, readPercentage: 30 },
    });
    expect(await spoilerFor(progressed)).toBe(false);
  });
});

describe('newComments subscription', () => {
  it('pushes new comments of the episode to an open page over SSE, leaving out authors the reader muted', async () => {
    const watcher = await newReader(t, 'Watcher');
    const muted = await newReader(t, 'Loud');
    const poster = await newReader(t, 'Live');
    await t.request('POST', '/api/add-mute-data', { token: watcher.token, body: { muteUserId: muted.userId, mute: true } });
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${watcher.token}` },
      body: JSON.stringify({
        query: 'subscription($e: ID!) { newComments(episodeId: $e) { content own author { fullName } } }',
        variables: { e: ids.free },
      }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const first = (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += new TextDecoder().decode(value);
        const m = /data: (\{.*\})\n/.exec(buffer);
        if (m) return JSON.parse(m[1]!);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription registers asynchronously
    expect((await post(muted, 'you will not see this')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50)); // its own publish window, before the next
    expect((await post(poster, 'hello, live')).status).toBe(200);
    const event = await first;
    await reader.cancel();
    expect(event).toEqual({ data: { newComments: { content: 'hello, live', own: false, author: { fullName: 'Live' } } } });
    const bad = await t.graphql('subscription { newComments(episodeId: "00000000-0000-4000-8000-000000000000") { content } }');
    expect(JSON.stringify(bad.body)).toContain('COMMUNITY.EPISODE_NOT_FOUND');
  });
});
