// The baselines of wallet-purchase.bench.ts: a bare Fastify + pg handler doing the job of
// POST /api/purchase-episode, with no framework, event store or projection around it:
//   look up the session by sha256(Token), look up the episode's server price, then in one
//   transaction: lock the wallet row, insert the unlock (unique per user + episode: a repeat
//   charges nothing), debit, insert one ledger row with what was drawn, COMMIT.
// BARE_SHAPE=lots (schema bench_lots) is the same transaction as ours: coins are held in lots
//   (bonus lots expire; the ledger and the account page's expiration dates need them), and a
//   purchase draws bonus lots first, soonest expiry first, then paid lots oldest first
//   (wallet.state.ts planSpend) — here one UPDATE with a running sum — and moves the paid/bonus
//   balances by what it drew.
// BARE_SHAPE=row (schema bench_bare, the default) keeps one coin column and no lots: the least a
//   purchase can write, shown beside it for scale.
// Tables made and seeded by the benchmark; sessions and the catalog are the real ones. Same pool
// size as the server (20).
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

// Named statements, as our server's: each is parsed once per connection and may keep its plan.
const names = new Map();
const named = (text, values) => {
  if (!names.has(text)) names.set(text, `bare_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
  return { name: names.get(text), text, values };
};
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20, idleTimeoutMillis: 30_000 }); // as the server's pool
pool.on('error', () => {
  /* an idle client died; the pool replaces it */
});
const app = Fastify({ logger: false });
const seen = new Set();
app.setErrorHandler((err, req, reply) => {
  if (seen.size < 5 && !seen.has(err.message)) {
    seen.add(err.message);
    process.stderr.write(`[wallet bare server] ${err.message}\n`);
  }
  reply.status(500).send({ success: false, message: err.message });
});

app.post('/api/purchase-episode', async (req, reply) => {
  const raw = req.headers.token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!token) return reply.status(401).send({ success: false, message: 'Please do login first' });
  const {
    rows: [session],
  } = await pool.query(
    named(
      `SELECT s.user_id FROM public.identity_sessions s JOIN public.identity_users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2 AND u.status = 'active'`,
      [createHash('sha256').update(token, 'utf8').digest(), new Date()],
    ),
  );
  if (!session) return reply.status(401).send({ success: false, message: 'Your session has ended, please log in again' });
  const body = req.body ?? {};
  if (typeof body.episodeId !== 'string' || body.episodeId.length > 64)
    return reply.status(400).send({ success: false, message: 'episodeId: is required' });
  if (body.userId !== undefined && body.userId !== session.user_id) return reply.status(403).send({ success: false });
  const {
    rows: [ep],
  } = await pool.query(
    named(
      `SELECT e.id, e.comic_id, e.coin_price FROM catalog_episodes e
      WHERE e.id = $1::uuid AND e.monetization = 'coin' AND e.status = 'publish' AND e.release_date <= $2`,
      [body.episodeId, new Date()],
    ),
  );
  if (!ep) return reply.status(400).send({ success: false, message: 'This episode is not sold for coins' });
  const price = Number(ep.coin_price);
  if (body.coin !== undefined && Number(body.coin) !== price) return reply.status(409).send({ success: false, code: 'PRICE_CHANGED' });

  const userId = session.user_id;
  if (process.env.BARE_SHAPE === 'lots') return purchaseFromLots(reply, userId, ep, price);
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const {
      rows: [w],
    } = await c.query(named('SELECT coin FROM bench_bare.wallets WHERE user_id = $1 FOR UPDATE', [userId]));
    const coin = w?.coin ?? 0;
    const now = new Date();
    const unlocked = await c.query(
      named(
        'INSERT INTO bench_bare.unlocks (user_id, episode_id, comic_id, coin, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [userId, ep.id, ep.comic_id, price, now],
      ),
    );
    if (!unlocked.rowCount) {
      // bought already: no second charge
      await c.query('COMMIT');
      return { success: true, message: 'episode purchase successfully!', balance: { coin } };
    }
    if (coin < price) {
      // the unlock goes with the rollback
      await c.query('ROLLBACK');
      return reply.status(409).send({ success: false, code: 'WALLET.INSUFFICIENT_COINS' });
    }
    const {
      rows: [after],
    } = await c.query(named('UPDATE bench_bare.wallets SET coin = coin - $2 WHERE user_id = $1 RETURNING coin', [userId, price]));
    await c.query(
      named('INSERT INTO bench_bare.events (user_id, type, data, created_at) VALUES ($1, $2, $3, $4)', [
        userId,
        'EpisodePurchased',
        JSON.stringify({ episodeId: ep.id, comicId: ep.comic_id, price, at: now.toISOString() }),
        now,
      ]),
    );
    await c.query('COMMIT');
    return { success: true, message: 'episode purchase successfully!', balance: { coin: after.coin } };
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    c.release();
  }
});

/** The purchase on lots: the same data as ours moves (balances, lots, unlock, ledger line with its draws). */
async function purchaseFromLots(reply, userId, ep, price) {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const {
      rows: [w],
    } = await c.query(named('SELECT coin, bonus_coin FROM bench_lots.wallets WHERE user_id = $1 FOR UPDATE', [userId]));
    const now = new Date();
    const unlocked = await c.query(
      named(
        'INSERT INTO bench_lots.unlocks (user_id, episode_id, comic_id, coin, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [userId, ep.id, ep.comic_id, price, now],
      ),
    );
    if (!unlocked.rowCount) {
      await c.query('COMMIT');
      return { success: true, message: 'episode purchase successfully!', balance: { coin: w?.coin ?? 0, bonusCoin: w?.bonus_coin ?? 0 } };
    }
    // Bonus lots first (soonest expiry), then paid lots (oldest): each takes what is left of the price.
    const { rows: draws } = await c.query(
      named(
        `WITH avail AS (
         SELECT lot_id, kind, remaining, sum(remaining) OVER (ORDER BY kind = 'paid', expires_at, created_at, lot_id) AS upto
           FROM bench_lots.lots WHERE user_id = $1 AND remaining > 0 AND (kind = 'paid' OR expires_at > $3)),
       take AS (SELECT lot_id, kind, least(remaining, $2::int - (upto - remaining))::int AS amount FROM avail WHERE upto - remaining < $2::int)
       UPDATE bench_lots.lots l SET remaining = l.remaining - t.amount FROM take t
        WHERE l.user_id = $1 AND l.lot_id = t.lot_id RETURNING t.lot_id AS "lotId", t.kind AS source, t.amount`,
        [userId, price, now],
      ),
    );
    const drawn = draws.reduce((n, d) => n + d.amount, 0);
    if (drawn < price) {
      // not enough live coins: the unlock and the draws go with the rollback
      await c.query('ROLLBACK');
      return reply.status(409).send({ success: false, code: 'WALLET.INSUFFICIENT_COINS' });
    }
    const paid = draws.filter((d) => d.source === 'paid').reduce((n, d) => n + d.amount, 0);
    const {
      rows: [after],
    } = await c.query(
      named('UPDATE bench_lots.wallets SET coin = coin - $2, bonus_coin = bonus_coin - $3 WHERE user_id = $1 RETURNING coin, bonus_coin', [
        userId,
        paid,
        price - paid,
      ]),
    );
    await c.query(
      named('INSERT INTO bench_lots.events (user_id, type, data, created_at) VALUES ($1, $2, $3, $4)', [
        userId,
        'EpisodePurchased',
        JSON.stringify({ episodeId: ep.id, comicId: ep.comic_id, price, draws, at: now.toISOString() }),
        now,
      ]),
    );
    await c.query('COMMIT');
    return { success: true, message: 'episode purchase successfully!', balance: { coin: after.coin, bonusCoin: after.bonus_coin } };
  } catch (e) {
    await c.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    c.release();
  }
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
