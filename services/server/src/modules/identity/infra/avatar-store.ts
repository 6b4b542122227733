import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError, validationError } from '../../../platform/errors/domain-error.js';
import { logger } from '../../../platform/logging/logger.js';
import { ImageStorage, StorageUnavailableError } from '../../../platform/storage/image-storage.js';
import { storageUnavailable } from '../../../platform/storage/storage-unavailable.js';

/** Largest accepted photo upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const SUBDIR = 'avatars';

/**
 * Profile photos: the type is sniffed from the bytes (the name and declared type are ignored),
 * the image is decoded and re-encoded to a 512 px WebP (metadata such as EXIF and GPS dropped,
 * orientation applied) and stored under a random name as `uploads/avatars/<random>.webp`. A store
 * that cannot be reached answers the upload 503 UNAVAILABLE.
 */
@Injectable()
export class AvatarStore {
  constructor(private readonly storage: ImageStorage) {}

  async save(bytes: Buffer): Promise<string> {
    if (bytes.length > AVATAR_MAX_BYTES)
      throw new DomainError('IDENTITY.PHOTO_TOO_LARGE', 'The photo is too large (at most 5 MB)', 'too_large');
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !ACCEPTED.has(type.mime)) {
      throw validationError('The photo must be a JPEG, PNG, WebP or GIF image', undefined, 'IDENTITY.PHOTO_TYPE');
    }
    let out: Buffer;
    try {
      out = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
        .rotate()
        .resize(512, 512, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw validationError('The photo could not be read as an image', undefined, 'IDENTITY.PHOTO_UNREADABLE');
    }
    const name = `${randomBytes(16).toString('hex')}.webp`;
    try {
      await this.storage.put(`${SUBDIR}/${name}`, out, 'image/webp');
    } catch (e) {
      if (e instanceof StorageUnavailableError) throw storageUnavailable(e);
      throw e;
    }
    return `uploads/${SUBDIR}/${name}`;
  }

  /** Removes a photo this store wrote; anything else (a default or external image) is left alone. */
  async remove(stored: string | null | undefined): Promise<void> {
    if (!stored) return;
    const m = /^uploads\/avatars\/([0-9a-f]{32}\.webp)$/.exec(stored);
    if (!m) return;
    await this.storage.delete(`${SUBDIR}/${m[1]!}`).catch((err) => logger.warn({ err }, 'old photo not removed'));
  }
}
