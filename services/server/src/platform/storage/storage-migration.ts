import { createHash } from 'node:crypto';
import type { ImageStorage } from './image-storage.js';

export interface MigrationProgress {
  /** Objects in the source when the migration listed it. */
  total: number;
  done: number;
  copied: number;
  /** Already in the target with the same size and sha256. */
  skipped: number;
  /** Listed, then gone from the source before they were read (deleted meanwhile). */
  vanished: number;
  bytesCopied: number;
}

/** A migration that cannot go on: the target is the source, or a copy does not read back as written. */
export class MigrationError extends Error {}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function readWithType(store: ImageStorage, key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const head = await store.head(key);
  if (!head) return null;
  const bytes = await store.read(key);
  return bytes ? { bytes, contentType: head.contentType } : null;
}

/**
 * Copies every object of `from` into `to`. Resumable: an object already in the target with the
 * same size and sha256 is skipped, so a run cut short (killed, aborted, a store gone) finishes
 * when run again. Each copy is read back from the target and its sha256 compared before it
 * counts. The import's `.src/` index entries go last, after the images they name. The target is
 * probed first, so an unreachable one fails before anything is read.
 */
export async function migrateStorage(
  from: ImageStorage,
  to: ImageStorage,
  opts: { concurrency?: number; signal?: AbortSignal; onProgress?: (p: Readonly<MigrationProgress>) => void } = {},
): Promise<MigrationProgress> {
  if (from.description === to.description) throw new MigrationError(`the target is the source (${to.description})`);
  await to.probe();
  const keys: string[] = [];
  for await (const o of from.list('')) keys.push(o.key);
  keys.sort();
  const p: MigrationProgress = { total: keys.length, done: 0, copied: 0, skipped: 0, vanished: 0, bytesCopied: 0 };
  opts.onProgress?.(p);

  const copyOne = async (key: string) => {
    const src = await readWithType(from, key);
    if (!src) {
      p.vanished++;
      return;
    }
    const sum = sha256(src.bytes);
    const there = await to.head(key);
    if (there && there.size === src.bytes.length) {
      const theirs = there.sha256 ?? (await to.read(key).then((b) => (b ? sha256(b) : null)));
      if (theirs === sum) {
        p.skipped++;
        return;
      }
    }
    await to.put(key, src.bytes, src.contentType);
    const back = await to.read(key);
    if (!back || sha256(back) !== sum)
      throw new MigrationError(`${key}: the copy in ${to.description} does not read back as written (sha256 differs); run again`);
    p.copied++;
    p.bytesCopied += src.bytes.length;
  };

  const copyAll = async (queue: string[]) => {
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        opts.signal?.throwIfAborted();
        await copyOne(key);
        p.done++;
        opts.onProgress?.(p);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  };
  await copyAll(keys.filter((k) => !k.startsWith('.src/')));
  await copyAll(keys.filter((k) => k.startsWith('.src/')));
  return p;
}
