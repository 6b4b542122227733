import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile, access } from 'node:fs/promises';
import { constants, type Stats } from 'node:fs';
import path from 'node:path';
import { checkKey, ImageStorage, StorageUnavailableError, type GetOptions, type GetResult, type StoredObject } from './image-storage.js';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};
/** A file store keeps no content type: it follows from the name, as the static file server sends it. */
export const contentTypeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

const missing = (e: unknown) => ['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files under one folder (UPLOADS_DIR by default), a key's `/` a subfolder. A write
 * goes to a dot-named file beside the target and is renamed over it, so a reader (the static file
 * server, a crash) never sees half a file; dot-named files are never listed or served.
 */
export class FileStorage extends ImageStorage {
  readonly kind = 'file' as const;
  readonly description: string;

  constructor(readonly root: string) {
    super();
    this.root = path.resolve(root);
    this.description = `file:${this.root}`;
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  private fail(e: unknown): never {
    throw new StorageUnavailableError(this.description, e);
  }

  private described(key: string, st: Stats): StoredObject {
    return {
      key,
      size: st.size,
      etag: `"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`,
      contentType: contentTypeOf(key),
    };
  }

  async put(key: string, bytes: Buffer, _contentType: string): Promise<void> {
    const target = this.file(key);
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(tmp, bytes);
      await rename(tmp, target);
    } catch (e) {
      await rm(tmp, { force: true }).catch(() => undefined);
      this.fail(e);
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    const file = this.file(key);
    try {
      const st = await stat(file);
      return st.isFile() ? this.described(key, st) : null;
    } catch (e) {
      if (missing(e)) return null;
      this.fail(e);
    }
  }

  async get(key: string, opts: GetOptions = {}): Promise<GetResult | null> {
    const file = this.file(key);
    let fh;
    try {
      fh = await open(file, 'r');
    } catch (e) {
      if (missing(e) || (e as NodeJS.ErrnoException).code === 'EISDIR') return null;
      this.fail(e);
    }
    try {
      const st = await fh.stat();
      if (!st.isFile()) {
        await fh.close();
        return null;
      }
      const meta = this.described(key, st);
      if (opts.ifNoneMatch !== undefined && opts.ifNoneMatch === meta.etag) {
        await fh.close();
        return { kind: 'not-modified', etag: meta.etag };
      }
      if (opts.range) {
        if (opts.range.start >= st.size) {
          await fh.close();
          return { kind: 'range-not-satisfiable', size: st.size };
        }
        const range = { start: opts.range.start, end: Math.min(opts.range.end ?? st.size - 1, st.size - 1) };
        return { kind: 'body', ...meta, range, body: fh.createReadStream(range) };
      }
      return { kind: 'body', ...meta, body: fh.createReadStream() };
    } catch (e) {
      await fh.close().catch(() => undefined);
      this.fail(e);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.file(key));
    } catch (e) {
      if (!missing(e)) this.fail(e);
    }
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    // Walk only the folder the prefix lies in, then filter by the whole key.
    const slash = prefix.lastIndexOf('/');
    const startDir = slash >= 0 ? prefix.slice(0, slash) : '';
    const stack = [startDir];
    while (stack.length) {
      const rel = stack.pop()!;
      let entries;
      try {
        entries = await readdir(path.join(this.root, ...(rel ? rel.split('/') : [])), { withFileTypes: true });
      } catch (e) {
        if (missing(e)) continue;
        this.fail(e);
      }
      for (const d of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
        const key = rel ? `${rel}/${d.name}` : d.name;
        if (d.isDirectory()) {
          if (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`)) stack.push(key);
          continue;
        }
        if (!d.isFile() || d.name.startsWith('.') || !key.startsWith(prefix)) continue;
        const obj = await this.head(key);
        if (obj) yield obj;
      }
    }
  }

  async probe(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (e) {
      this.fail(e);
    }
  }

  async close(): Promise<void> {}
}
