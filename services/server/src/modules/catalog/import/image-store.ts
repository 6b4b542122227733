import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { ImageStorage } from '../../../platform/storage/image-storage.js';

/** The widths the client needs (px); images are never enlarged. */
export const IMAGE_WIDTHS = { thumbnail: 360, cover: 800, page: 800, wide: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_WIDTHS;

/**
 * The narrower copies stored beside each image for the client's `srcset` (ADR 0048): a phone's
 * full-width hero needs 720–800 device pixels (412 CSS px at 1.75 is 721), a comic's cover about
 * 460, a card 240–360. Only widths below the stored image's own are made. Episode pages have none:
 * they fill a phone's width at 800 px, and a paid page's bytes are served only through signed URLs.
 */
export const SMALLER_WIDTHS: Record<ImageVariant, readonly number[]> = { thumbnail: [240], cover: [480], page: [], wide: [480, 800] };

/** One stored width of an image, as the API returns it (`uploads/<hash>.webp`). */
export interface StoredWidth {
  image: string;
  width: number;
}

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_INPUT_BYTES = 20 * 1024 * 1024;
const FLUSH_CONCURRENCY = 8;

export class ImageError extends Error {}

/**
 * Turns catalog image references into stored paths. A local file is sniffed from its bytes
 * (JPEG, PNG or WebP only, whatever its name says), re-encoded to WebP at the variant's width
 * with all metadata dropped, and named by the sha256 of the result (`uploads/<hash>.webp`), plus
 * its SMALLER_WIDTHS copies named the same way (`widths`). Absolute http(s) URLs are kept as they
 * are. Nothing is written to the store until `flush`; a store that cannot be reached fails the
 * import with its StorageUnavailableError (which names the store).
 */
export class ImageStore {
  private readonly pending = new Map<string, Buffer>();
  private readonly memo = new Map<string, Promise<string>>();
  private readonly index = new Map<string, string>();
  private readonly stored = new Map<string, StoredWidth[]>();

  constructor(
    private readonly storage: ImageStorage,
    private readonly baseDir: string,
  ) {}

  /** Resolves one reference; throws ImageError with a reason the import reports. */
  resolve(ref: string, variant: ImageVariant): Promise<string> {
    if (/^https?:\/\//i.test(ref)) return Promise.resolve(ref);
    const file = path.resolve(this.baseDir, ref);
    const memoKey = `${file}|${variant}`;
    let p = this.memo.get(memoKey);
    if (!p) {
      p = this.encode(file, variant);
      this.memo.set(memoKey, p);
    }
    return p;
  }

  private async encode(file: string, variant: ImageVariant): Promise<string> {
    let input: Buffer;
    try {
      const st = await stat(file);
      if (!st.isFile()) throw new ImageError('is not a file');
      if (st.size > MAX_INPUT_BYTES) throw new ImageError(`is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB`);
      input = await readFile(file);
    } catch (e) {
      if (e instanceof ImageError) throw e;
      throw new ImageError(`cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    const type = await fileTypeFromBuffer(input);
    if (!type || !ALLOWED.has(type.mime)) {
      throw new ImageError(`is not a JPEG, PNG or WebP image (its bytes look like ${type?.mime ?? 'text or an unknown format'})`);
    }
    // Re-imports skip the encoder: an index maps the source bytes, variant and widths asked for to
    // the stored names and widths, widest (the stored image) first: `<hash>.webp <width>` a line.
    const ladder = [IMAGE_WIDTHS[variant], ...SMALLER_WIDTHS[variant]].join('.');
    const indexKey = `.src/${createHash('sha256').update(input).digest('hex').slice(0, 40)}-${variant}-${ladder}`;
    const known = await this.indexed(indexKey);
    if (known) return this.remember(known);
    let encoded: StoredWidth[];
    try {
      const widest = await this.encodeAt(input, IMAGE_WIDTHS[variant]);
      const smaller = SMALLER_WIDTHS[variant].filter((w) => w < widest.width);
      encoded = [widest, ...(await Promise.all(smaller.map((w) => this.encodeAt(input, w))))];
    } catch (e) {
      throw new ImageError(`could not be decoded (${(e as Error).message})`);
    }
    this.index.set(indexKey, encoded.map((e) => `${e.image.slice('uploads/'.length)} ${e.width}`).join('\n'));
    return this.remember(encoded);
  }

  /** One width: resized (never enlarged), re-encoded, queued for `flush` under its hash. */
  private async encodeAt(input: Buffer, width: number): Promise<StoredWidth> {
    const { data, info } = await sharp(input, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    const fileName = `${createHash('sha256').update(data).digest('hex').slice(0, 40)}.webp`;
    this.pending.set(fileName, data);
    return { image: `uploads/${fileName}`, width: info.width };
  }

  /** The index entry of an image already stored, when every object it names is still there. */
  private async indexed(indexKey: string): Promise<StoredWidth[] | null> {
    const entry = await this.storage.read(indexKey);
    if (!entry) return null; /* not seen before */
    const lines = entry
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => /^([0-9a-f]{40}\.webp) ([1-9]\d{0,5})$/.exec(l.trim()));
    // An entry holding a bare name (written before widths were stored) is encoded again.
    if (!lines.length || lines.some((m) => !m)) return null;
    const present = await Promise.all(lines.map((m) => this.storage.exists(m![1]!)));
    if (present.includes(false)) return null;
    return lines.map((m) => ({ image: `uploads/${m![1]}`, width: Number(m![2]) }));
  }

  private remember(widths: StoredWidth[]): string {
    const [widest] = widths;
    this.stored.set(
      widest!.image,
      [...widths].sort((a, b) => a.width - b.width),
    );
    return widest!.image;
  }

  /**
   * Every stored image resolved so far, by its stored path: its widths, narrowest first, itself
   * the last (what catalog_image_variants keeps).
   */
  widths(): ReadonlyMap<string, readonly StoredWidth[]> {
    return this.stored;
  }

  /**
   * Writes every new image (each write whole or not at all; an existing name is the same content),
   * then the index entries naming them, so an entry never names an image not yet stored.
   */
  async flush(): Promise<number> {
    let written = 0;
    const queue = [...this.pending];
    // A few at a time: a remote store's round trips dominate, and a catalog holds hundreds.
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [name, bytes] = next;
        if (await this.storage.exists(name)) continue;
        await this.storage.put(name, bytes, 'image/webp');
        written++;
      }
    };
    await Promise.all(Array.from({ length: FLUSH_CONCURRENCY }, worker));
    this.pending.clear();
    for (const [key, entry] of this.index) await this.storage.put(key, Buffer.from(entry), 'text/plain; charset=utf-8');
    this.index.clear();
    return written;
  }
}
