import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoDir } from '../catalog.paths.js';
import type { CatalogFile } from '../import/catalog-file.js';
import { artFor, type ComicArtInfo } from './demo-art.js';

/** Bump when the drawings change, so cached renders are redrawn. */
export const ART_VERSION = 3;

export const demoCatalogPath = () => path.join(demoDir, 'catalog.json');

/** Every image reference in the catalog (fields named image/thumbnail/coverImage/banner/vision). */
function imageRefs(cat: CatalogFile): string[] {
  const refs = new Set<string>();
  const walk = (v: unknown, key?: string) => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
    else if (typeof v === 'string' && key && ['image', 'thumbnail', 'coverImage', 'banner', 'vision'].includes(key) && v.startsWith('art/'))
      refs.add(v);
  };
  walk(cat);
  return [...refs];
}

/**
 * Renders the demo art the catalog names into `dir` (default: a versioned folder in the temp
 * directory, reused between runs). Returns the folder the catalog's relative paths resolve against.
 */
export async function renderDemoArt(
  cat: CatalogFile,
  dir = path.join(os.tmpdir(), `koma-demo-art-v${ART_VERSION}`),
): Promise<{ dir: string; rendered: number }> {
  const comics = new Map<string, ComicArtInfo>((cat.comics ?? []).map((c) => [c.key, { key: c.key, title: c.title, genre: c.genre }]));
  const todo = imageRefs(cat).filter((ref) => !existsSync(path.join(dir, ref)));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const ref = todo[next++];
      const art = artFor(ref, comics);
      if (!art) throw new Error(`the demo art generator cannot draw ${ref}`);
      const target = path.join(dir, ref);
      await mkdir(path.dirname(target), { recursive: true });
      const png = await sharp(Buffer.from(art.svg)).png({ compressionLevel: 1 }).toBuffer();
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, png);
      await rename(tmp, target);
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, os.cpus().length) }, worker));
  return { dir, rendered: todo.length };
}

/** The bundled demo catalog with its art rendered: what `demo load` imports. */
export async function prepareDemoCatalog(artDir?: string): Promise<{ doc: CatalogFile; baseDir: string }> {
  const doc = JSON.parse(await readFile(demoCatalogPath(), 'utf8')) as CatalogFile;
  const { dir } = await renderDemoArt(doc, artDir);
  return { doc, baseDir: dir };
}
