// What the cluster's load needs, written through the server's own services in this process
// (created, migrated and closed before the cluster's processes start): one comic with a free
// episode and EPISODES coin episodes of 1 coin, a coin gift and a point gift, and funded readers.
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../../services/server/src/config/config.schema.js';
import { preflight } from '../../services/server/src/app/preflight.js';
import { createApp } from '../../services/server/src/app/create-app.js';
import { setLogLevel } from '../../services/server/src/platform/logging/logger.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { EventStreams } from '../../services/server/src/modules/wallet/../../platform/event-store/event-streams.js';
import { walletStream } from '../../services/server/src/modules/wallet/wallet.stream.js';
import { newReader } from '../fixtures/readers.js';
import type { Cluster } from './cluster.js';

export interface Reader {
  userId: string;
  token: string;
}
export interface Seed {
  comicId: string;
  slug: string;
  freeEpisode: string;
  episodes: string[];
  gifts: string[];
  readers: Reader[];
  /** How far the loads have gone through the (reader, episode) and (reader, gift) pairs: each is bought or claimed once per cluster. */
  used: { purchases: number; claims: number; comments: number };
}

const DAY = 86_400_000;

export async function seedCluster(c: Cluster, opts: { readers: number; episodes: number; coins: number }): Promise<Seed> {
  setLogLevel('silent');
  const config = loadConfig({
    DATABASE_URL: c.dbUrl,
    REDIS_URL: c.redisUrl,
    QUEUE_PREFIX: `${c.queuePrefix}-seed`,
    UPLOADS_DIR: c.uploadsDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_POOL_MAX: '5',
    NODE_ENV: 'test',
    MAIL_OUTBOX_DIR: c.mailDir,
  });
  await preflight(config);
  const app = await createApp(config, { background: false });
  try {
    const dir = await mkdtemp(path.join(c.dir, 'art-'));
    await sharp({ create: { width: 32, height: 48, channels: 3, background: { r: 200, g: 90, b: 120 } } })
      .png()
      .toFile(path.join(dir, 'art.png'));
    const now = Date.now();
    const past = new Date(now - DAY).toISOString();
    const later = new Date(now + 5 * DAY).toISOString();
    const page = [{ image: 'art.png', sequence: 1 }];
    const doc = {
      comics: [
        {
          key: 'cluster',
          title: 'Cluster Comic',
          genre: 'Action',
          thumbnail: 'art.png',
          coverImage: 'art.png',
          description: 'Load',
          tags: ['load'],
          writer: 'Load',
          artist: 'Load',
          creator: 'Koma',
          feature: [],
          freeEpisodeCount: 1,
          episodePrice: 1,
          status: 'publish',
          isSchedule: false,
          releaseDate: past,
        },
      ],
      episodes: [
        {
          key: 'cl-free',
          comic: 'cluster',
          title: 'Free',
          episodeNumber: 1,
          coverImage: 'art.png',
          description: '',
          monetization: 'free',
          coinPrice: 0,
          releaseDate: past,
          status: 'publish',
          content: page,
        },
        ...Array.from({ length: opts.episodes }, (_, i) => ({
          key: `cl-ep-${i}`,
          comic: 'cluster',
          title: `Episode ${i + 2}`,
          episodeNumber: i + 2,
          coverImage: 'art.png',
          description: '',
          monetization: 'coin',
          coinPrice: 1,
          releaseDate: past,
          status: 'publish',
          content: page,
        })),
      ],
      gifts: [
        { key: 'cl-gift-coin', type: 'coin', title: '3 bonus coins', image: 'art.png', value: 3, detail: 'Load', expiryDate: later },
        { key: 'cl-gift-point', type: 'point', title: '2 points', image: 'art.png', value: 2, detail: 'Load', expiryDate: later },
      ],
    };
    await app.get(CatalogImportService).importDocument(doc, dir);
    const streams = app.get(EventStreams);
    const t = { app } as unknown as TestApp;
    const readers: Reader[] = [];
    for (let i = 0; i < opts.readers; i++) {
      const r = await newReader(t, `Cluster${i}`);
      const at = new Date();
      await streams.run(
        walletStream,
        r.userId,
        {
          type: 'CreditCoinPack',
          orderId: randomUUID(),
          packId: 'cluster-pack',
          packName: 'Cluster pack',
          coin: opts.coins,
          bonusCoin: 0,
          point: 0,
          price: 0.99,
          currency: 'usd',
          method: 'seed',
          promoId: null,
          bonusExpiresAt: new Date(at.getTime() + 30 * DAY).toISOString(),
          pointExpiresAt: new Date(at.getTime() + 30 * DAY).toISOString(),
          at: at.toISOString(),
        },
        { idempotency: false },
      );
      readers.push({ userId: r.userId, token: r.token });
    }
    return {
      comicId: catalogId('comic', 'cluster'),
      slug: 'cluster-comic',
      freeEpisode: catalogId('episode', 'cl-free'),
      episodes: Array.from({ length: opts.episodes }, (_, i) => catalogId('episode', `cl-ep-${i}`)),
      gifts: [catalogId('gift', 'cl-gift-coin'), catalogId('gift', 'cl-gift-point')],
      readers,
      used: { purchases: 0, claims: 0, comments: 0 },
    };
  } finally {
    await app.close();
  }
}
