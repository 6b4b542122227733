import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { ConfigError, loadConfig } from '../../config/config.schema.js';
import { StorageUnavailableError, type ImageStorage } from '../../platform/storage/image-storage.js';
import { migrateStorage, MigrationError } from '../../platform/storage/storage-migration.js';
import { configuredTarget, openStorage } from '../../platform/storage/storage.factory.js';
import { parseStorageUrl, StorageUrlError } from '../../platform/storage/storage-url.js';

export interface MigrateOptions {
  to: string;
  from?: string;
}
interface Io {
  env: NodeJS.ProcessEnv;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
  /** Stops the copy (between objects); a later run resumes. */
  signal?: AbortSignal;
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * `storage migrate --to <url> [--from <url>]`: copies every stored object from the configured
 * store (STORAGE_URL, else UPLOADS_DIR) or --from into --to, with a progress bar on a terminal
 * and a summary; the exit code (0, or 1 with the reason on stderr). Needs no database.
 */
export async function storageMigrate(opts: MigrateOptions, io: Io): Promise<number> {
  let config;
  try {
    config = loadConfig(io.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    io.err.write(`${e.message}\n`);
    return 1;
  }
  const target = (flag: string, value: string) => {
    try {
      return parseStorageUrl(value);
    } catch (e) {
      if (!(e instanceof StorageUrlError)) throw e;
      throw new MigrationError(`${flag} ${JSON.stringify(value)}: ${e.message}`);
    }
  };
  const stores: ImageStorage[] = [];
  const bar = new cliProgress.SingleBar(
    {
      format: 'storage [{bar}] {value}/{total} objects | {copied} copied, {skipped} already there',
      stream: io.err,
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  try {
    const from = openStorage(opts.from ? target('--from', opts.from) : configuredTarget(config), config);
    stores.push(from);
    const to = openStorage(target('--to', opts.to), config);
    stores.push(to);
    try {
      await to.probe();
    } catch (e) {
      if (e instanceof StorageUnavailableError) throw new MigrationError(`Cannot reach the target: ${e.message}. Nothing was copied.`);
      throw e;
    }
    const r = await migrateStorage(from, to, {
      signal: io.signal,
      onProgress: (p) => {
        if (!started) {
          bar.start(p.total, 0, { copied: 0, skipped: 0 });
          started = true;
        }
        bar.update(p.done, { copied: p.copied, skipped: p.skipped });
      },
    });
    bar.stop();
    io.out.write(
      `${from.description} → ${to.description}: ${r.total} objects; copied ${r.copied} (${mb(r.bytesCopied)}), ` +
        `${r.skipped} already there with the same size and sha256` +
        `${r.vanished ? `, ${r.vanished} gone from the source meanwhile` : ''}; every copy read back and its sha256 checked\n`,
    );
    return 0;
  } catch (e) {
    bar.stop();
    if (e instanceof MigrationError || e instanceof StorageUnavailableError) {
      io.err.write(`${e.message}\n`);
      return 1;
    }
    if (io.signal?.aborted) {
      io.err.write('Stopped; run the same command again to finish (copied objects are kept).\n');
      return 1;
    }
    throw e;
  } finally {
    await Promise.all(stores.map((s) => s.close()));
  }
}

/** `storage migrate` (docs/operations.md#image-storage). */
export function registerStorageCommands(program: Command): void {
  const group = program.command('storage').description('where stored images live (STORAGE_URL)');
  group
    .command('migrate')
    .description('copy every stored image to another store (resumable, each copy verified by sha256)')
    .requiredOption('--to <url>', 'the target store: file:/abs/dir or s3://<bucket>?endpoint=…&region=…&forcePathStyle=true')
    .option('--from <url>', 'the source store (default: the configured one, STORAGE_URL or UPLOADS_DIR)')
    .action(async (opts: MigrateOptions) => {
      const code = await storageMigrate(opts, { env: process.env, out: process.stdout, err: process.stderr });
      process.exitCode = code;
    });
}
