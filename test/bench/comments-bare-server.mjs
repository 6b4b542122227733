// The baseline of comments.bench.ts: a bare Fastify + pg handler running the same queries as
// get-episode-comment for a visitor (the keyset page, the episode's count, the page's authors),
// no framework around it.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false, maxParamLength: 200 });
const page = (after) => `SELECT c.id, c.user_id, c.content, c.like_count, c.created_at, c.episode_number,
    to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at_exact
  FROM community_comments c
  WHERE c.episode_id = $1::uuid AND c.deleted_at IS NULL AND c.hidden_at IS NULL
    ${after ? 'AND (c.created_at, c.id) < ($3::timestamptz, $4::uuid)' : ''}
  ORDER BY c.created_at DESC, c.id DESC LIMIT $2`;
const FIRST = page(false);
const NEXT = page(true);
app.get('/api/get-episode-comment/:episodeId', async (req) => {
  const limit = Number(req.query.limit ?? 20);
  const [at, id] = req.query.after ? Buffer.from(req.query.after, 'base64url').toString().split('|') : [null, null];
  const [page, count] = await Promise.all([
    at
      ? pool.query({ name: 'next', text: NEXT, values: [req.params.episodeId, limit + 1, at, id] })
      : pool.query({ name: 'first', text: FIRST, values: [req.params.episodeId, limit + 1] }),
    pool.query({
      name: 'count',
      text: 'SELECT comments FROM community_episode_stats WHERE episode_id = $1::uuid',
      values: [req.params.episodeId],
    }),
  ]);
  const rows = page.rows.slice(0, limit);
  const { rows: users } = await pool.query({
    name: 'users',
    text: 'SELECT id, full_name, photo FROM identity_users WHERE id = ANY($1::uuid[])',
    values: [[...new Set(rows.map((r) => r.user_id))]],
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  const last = rows.at(-1);
  return {
    success: true,
    comment: rows.map((r) => ({
      _id: r.id,
      content: r.content,
      like: r.like_count,
      createdAt: r.created_at.toISOString(),
      userId: { _id: r.user_id, fullName: byId.get(r.user_id)?.full_name, photo: byId.get(r.user_id)?.photo ?? null },
    })),
    total: count.rows[0]?.comments ?? 0,
    nextCursor: page.rows.length > limit && last ? Buffer.from(`${last.at_exact}|${last.id}`).toString('base64url') : null,
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
