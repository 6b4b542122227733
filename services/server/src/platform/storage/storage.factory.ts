import type { Config } from '../../config/config.schema.js';
import { FileStorage } from './file-storage.js';
import type { ImageStorage } from './image-storage.js';
import { S3Storage } from './s3-storage.js';
import { parseStorageUrl, type StorageTarget } from './storage-url.js';

type StorageConfig = Pick<Config, 'UPLOADS_DIR' | 'STORAGE_URL' | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY'>;

/** The store STORAGE_URL names (unset: the UPLOADS_DIR folder). The config has validated it. */
export function configuredTarget(config: StorageConfig): StorageTarget {
  return config.STORAGE_URL ? parseStorageUrl(config.STORAGE_URL) : { kind: 'file' };
}

/** An adapter for `target`; a file target without a folder is UPLOADS_DIR. */
export function openStorage(target: StorageTarget, config: StorageConfig): ImageStorage {
  if (target.kind === 'file') return new FileStorage(target.dir ?? config.UPLOADS_DIR);
  const credentials =
    config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
      ? { accessKeyId: config.AWS_ACCESS_KEY_ID, secretAccessKey: config.AWS_SECRET_ACCESS_KEY }
      : undefined;
  return new S3Storage(target, credentials);
}

const shared = new WeakMap<object, ImageStorage>();

/**
 * The app's one store for its config: the Nest provider and the HTTP layer (which serves uploads
 * before Nest's container is built) share it, and with it the S3 client's connections.
 */
export function imageStorageFor(config: StorageConfig): ImageStorage {
  let s = shared.get(config);
  if (!s) shared.set(config, (s = openStorage(configuredTarget(config), config)));
  return s;
}

/** Closes the app's store; the next imageStorageFor(config) opens a new one. */
export async function closeImageStorage(config: StorageConfig): Promise<void> {
  const s = shared.get(config);
  shared.delete(config);
  await s?.close();
}
