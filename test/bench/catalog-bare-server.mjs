// The baseline of catalog-content.bench.ts: a bare Fastify + pg handler running the same queries
// as get-comic-data (public comic by slug, then its released episodes), no framework around it.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false, maxParamLength: 200 });
app.get('/api/get-comic-data/:comicId', async (req, reply) => {
  const now = new Date();
  const {
    rows: [comic],
  } = await pool.query(`SELECT c.* FROM catalog_comics c WHERE c.slug = $1 AND c.status = 'publish' AND NOT c.is_schedule`, [
    req.params.comicId,
  ]);
  if (!comic) return reply.status(404).send({ success: false });
  const { rows: episodes } = await pool.query(
    `SELECT e.id, e.comic_id, e.title, e.episode_number, e.cover_image, e.monetization, e.coin_price, e.release_date, e.status, e.created_at
     FROM catalog_episodes e WHERE e.comic_id = $1 AND e.status = 'publish' AND e.release_date <= $2 ORDER BY e.episode_number`,
    [comic.id, now],
  );
  return { success: true, comic, comicEpisode: episodes, totalRead: Number(comic.total_read) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
