import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';

/** The widths the client needs (px); images are never enlarged. */
export const IMAGE_WIDTHS = { thumbnail: 360, cover: 800, page: 800, wide: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_WIDTHS;

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_INPUT_BYTES = 20 * 1024 * 1024;

export class ImageError extends Error {}

export interface EncodedImage { storedPath: string; fileName: string; bytes: Buffer }

/**
 * Turns catalog image references into stored paths. A local file is sniffed from its bytes
 * (JPEG, PNG or WebP only, whatever its name says), re-encoded to WebP at the variant's width
 * with all metadata dropped, and named by the sha256 of the result (`uploads/<hash>.webp`).
 * Absolute http(s) URLs are kept as they are. Nothing touches the disk until `flush`.
 */
export class ImageStore {
  private readonly pending = new Map<string, Buffer>();
  private readonly memo = new Map<string, Promise<string>>();
  private readonly index = new Map<string, string>();

  constructor(private readonly uploadsDir: string, private readonly baseDir: string) {}

  /** Resolves one reference; throws ImageError with a reason the import reports. */
  resolve(ref: string, variant: ImageVariant): Promise<string> {
    if (/^https?:\/\//i.test(ref)) return Promise.resolve(ref);
    const file = path.resolve(this.baseDir, ref);
    const memoKey = `${file}|${variant}`;
    let p = this.memo.get(memoKey);
    if (!p) { p = this.encode(file, variant); this.memo.set(memoKey, p); }
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
    // Re-imports skip the encoder: an index maps the source bytes and variant to the stored name.
    const indexFile = path.join(this.uploadsDir, '.src', `${createHash('sha256').update(input).digest('hex').slice(0, 40)}-${variant}`);
    try {
      const known = (await readFile(indexFile, 'utf8')).trim();
      if (/^[0-9a-f]{40}\.webp$/.test(known) && existsSync(path.join(this.uploadsDir, known))) return `uploads/${known}`;
    } catch { /* not seen before */ }
    let out: Buffer;
    try {
      out = await sharp(input, { limitInputPixels: 60_000_000 })
        .rotate()
        .resize({ width: IMAGE_WIDTHS[variant], withoutEnlargement: true })
        .webp({ quality: 82, effort: 2 })
        .toBuffer();
    } catch (e) {
      throw new ImageError(`could not be decoded (${(e as Error).message})`);
    }
    const hash = createHash('sha256').update(out).digest('hex').slice(0, 40);
    const fileName = `${hash}.webp`;
    this.pending.set(fileName, out);
    this.index.set(indexFile, fileName);
    return `uploads/${fileName}`;
  }

  /** Writes every new image (atomic rename; an existing name is the same content). */
  async flush(): Promise<number> {
    await mkdir(this.uploadsDir, { recursive: true });
    let written = 0;
    for (const [name, bytes] of this.pending) {
      const target = path.join(this.uploadsDir, name);
      if (existsSync(target)) continue;
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, target);
      written++;
    }
    this.pending.clear();
    await mkdir(path.join(this.uploadsDir, '.src'), { recursive: true });
    for (const [file, name] of this.index) await writeFile(file, name);
    this.index.clear();
    return written;
  }
}
