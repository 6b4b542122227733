import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Per page: the files its lazy chunk needs beyond what the entry (index.html) already loads. */
export type RouteChunks = Record<string, { js: string[]; css: string[] }>;

/**
 * Writes `route-chunks.json` beside index.html: for each landing page named in `pages` (name →
 * source module of its lazy chunk, as the router imports it), the page's chunk, the chunks it
 * imports statically and their CSS, minus the entry's own, as site paths. The server hints them
 * in index.html (`modulepreload`, style `preload`: services/server/src/platform/http/
 * client-route-hints.ts), so a page opened from its address fetches its chunk beside the app shell
 * instead of after the shell has run. A page that is not a lazy chunk fails the build.
 */
export function routeChunks(pages: Record<string, string>): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'koma-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entries = chunks.filter((c) => c.isEntry);
      if (entries.length !== 1) this.error(`route-chunks: expected one entry chunk, found ${entries.length}`);
      const shell = closure(bundle, entries[0]!.fileName);
      const out: RouteChunks = {};
      for (const [page, source] of Object.entries(pages)) {
        const id = path.resolve(root, source);
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === id);
        if (!chunk) return this.error(`route-chunks: ${source} (page "${page}") is not a lazily imported chunk`);
        const own = [...closure(bundle, chunk.fileName)].filter((f) => !shell.has(f));
        const shellCss = new Set([...shell].flatMap((f) => css(bundle, f)));
        out[page] = {
          js: own.map((f) => base + f),
          css: [...new Set(own.flatMap((f) => css(bundle, f)))].filter((f) => !shellCss.has(f)).map((f) => base + f),
        };
      }
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: `${JSON.stringify(out, null, 1)}\n` });
    },
  };
}

/** A chunk's file and every chunk it imports statically, the chunk itself first. */
function closure(bundle: OutputBundle, file: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (seen.has(file) || chunk?.type !== 'chunk') return seen;
  seen.add(file);
  for (const dep of chunk.imports) closure(bundle, dep, seen);
  return seen;
}

const css = (bundle: OutputBundle, file: string): string[] => {
  const chunk = bundle[file];
  return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
};
