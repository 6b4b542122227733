// The baseline of library-shelves.bench.ts: a bare Fastify + pg handler answering the first page
// of each My Library shelf for a reader, one SQL statement a shelf over the same read models and
// catalog tables the server reads (public comics and live episodes only, the same order), no
// framework, no sessions, no GraphQL.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
const PUBLIC = `c.status = 'publish' AND NOT c.is_schedule`;
const LIVE = `e.status = 'publish' AND e.release_date <= now()`;
const COMIC = `json_build_object('id', c.id, 'slug', c.slug, 'title', c.title, 'genre', c.genre, 'thumbnail', c.thumbnail, 'coverImage', c.cover_image, 'teamAssignment', c.team_assignment)`;

const SQL = {
  recent: `
    WITH shelf AS (
      SELECT r.comic_id, r.episode_id, coalesce(p.percentage, 0) AS percentage, r.read_at FROM rm.reading_recent r JOIN catalog_comics c ON c.id = r.comic_id::uuid AND ${PUBLIC}
      LEFT JOIN rm.reading_progress p ON p.user_id = r.user_id AND p.episode_id = r.episode_id
      WHERE r.user_id = $1)
    SELECT (SELECT count(*) FROM shelf)::int AS total, coalesce((SELECT json_agg(p) FROM (
      SELECT ${COMIC} AS comic, s.episode_id AS "episodeId", e.episode_number AS "episodeNumber", s.percentage, s.percentage >= 100 AS completed, s.read_at AS "readAt"
      FROM shelf s JOIN catalog_comics c ON c.id = s.comic_id::uuid LEFT JOIN catalog_episodes e ON e.id = s.episode_id::uuid
      ORDER BY s.read_at DESC, s.comic_id LIMIT $2) p), '[]') AS items`,
  subscribed: `
    WITH shelf AS (
      SELECT b.comic_id, b.since, l.episode_number, l.release_date FROM rm.inbox_bells b JOIN catalog_comics c ON c.id = b.comic_id AND ${PUBLIC}
      LEFT JOIN LATERAL (SELECT e.episode_number, e.release_date FROM catalog_episodes e WHERE e.comic_id = b.comic_id AND ${LIVE}
        ORDER BY e.release_date DESC, e.episode_number DESC LIMIT 1) l ON true
      WHERE b.user_id = $1)
    SELECT (SELECT count(*) FROM shelf)::int AS total, coalesce((SELECT json_agg(p) FROM (
      SELECT ${COMIC} AS comic, s.episode_number AS "latestEpisodeNumber", s.release_date AS "latestReleaseDate"
      FROM shelf s JOIN catalog_comics c ON c.id = s.comic_id
      ORDER BY s.release_date DESC NULLS LAST, s.since DESC, s.comic_id LIMIT $2) p), '[]') AS items`,
  unlocked: `
    WITH u AS (
      SELECT w.comic_id, w.episode_id, w.created_at FROM rm.wallet_unlocks w JOIN catalog_comics c ON c.id = w.comic_id::uuid AND ${PUBLIC}
      WHERE w.user_id = $1),
    rentals AS (
      SELECT g.episode_id, g.expires_at FROM rm.wallet_gift_claims g WHERE g.user_id = $1 AND g.gift_type = 'rental' AND g.expires_at > now()),
    shelf AS (SELECT comic_id, max(created_at) AS last FROM u GROUP BY comic_id)
    SELECT (SELECT count(*) FROM shelf)::int AS total, coalesce((SELECT json_agg(p) FROM (
      SELECT ${COMIC} AS comic,
        (SELECT coalesce(json_agg(json_build_object('episodeId', e.id) ORDER BY e.episode_number), '[]') FROM u JOIN catalog_episodes e ON e.id = u.episode_id::uuid AND ${LIVE} WHERE u.comic_id = s.comic_id) AS episodes,
        (SELECT coalesce(json_agg(json_build_object('episodeId', e.id, 'episodeNumber', e.episode_number, 'expiresAt', r.expires_at)), '[]') FROM rentals r JOIN catalog_episodes e ON e.id = r.episode_id::uuid AND ${LIVE} WHERE e.comic_id = s.comic_id::uuid) AS rentals
      FROM shelf s JOIN catalog_comics c ON c.id = s.comic_id::uuid
      ORDER BY s.last DESC, s.comic_id LIMIT $2) p), '[]') AS items`,
};

for (const [shelf, text] of Object.entries(SQL)) {
  app.get(`/library/${shelf}/:userId`, async (req) => {
    const {
      rows: [r],
    } = await pool.query({ name: shelf, text, values: [req.params.userId, Number(req.query.pageSize ?? 20)] });
    return { total: r.total, page: 1, pageSize: Number(req.query.pageSize ?? 20), items: r.items };
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
