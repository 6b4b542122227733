import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { graphqlDocuments } from './build/graphql-documents.js';
import { routeChunks } from './build/route-chunks.js';
import { webManifests } from './build/web-manifests.js';

// The dev server proxies every server path to the NestJS app (npm start, port 3000), so the
// client always talks to its own origin — the same shape as production, where the server serves
// web/dist itself (docs/product.md, The REST calls).
const SERVER = process.env.KOMA_SERVER_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/graphql', '/uploads', '/health'];

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text asset of the build; the server's static handler
 * (preCompressed) sends them to browsers that accept them. Compressing once at build time at the
 * high levels (brotli 10: within 1 % of 11 at under half the time) costs nothing per request;
 * uncompressed, the JS alone is ~330 KB more on a phone.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'koma-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (f) => {
          const file = path.join(outDir, f);
          const data = await readFile(file);
          if (data.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}

// `vite build --ssr src/entry-server.tsx` builds the server's rendering of the landing pages into
// dist-server (ADR 0050): one Node module beside the server, never served, with its libraries
// bundled in (the server's runtime installs none of the client's); the client's build is dist.
export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        plugins: [graphqlDocuments(import.meta.dirname), react()],
        ssr: { noExternal: true },
        build: { outDir: 'dist-server', emptyOutDir: true, target: 'node20', sourcemap: false, minify: false, copyPublicDir: false },
      }
    : {
        plugins: [
          graphqlDocuments(import.meta.dirname),
          react(),
          precompress(),
          // The landing pages the server hints in index.html (RouteHints.page), as router.tsx imports them.
          routeChunks({
            home: 'src/features/home/components/home-page.tsx',
            comic: 'src/features/comics/components/comic-page.tsx',
            reader: 'src/features/reader/components/reader-pages.tsx',
          }),
          webManifests(),
          // The service worker (src/sw/sw.ts → /sw.js, ADR 0067) with the list of this build's files
          // to precache injected: the app shell, every chunk (the Mongolian texts among them), the
          // stylesheets, fonts, icons and manifests. Hashed files under assets/ need no revision.
          // The client registers it itself (app/service-worker.ts) and the manifests are our own.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/sw',
            filename: 'sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              rollupFormat: 'iife',
              globPatterns: ['**/*.{html,js,css,woff,woff2,svg,png,webmanifest}'],
              globIgnores: ['.vite/**'],
              dontCacheBustURLsMatching: /^assets\//,
            },
          }),
        ],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
          sourcemap: false,
          // The app-shell chunk (React, router, i18n, urql and Graphcache, the shell) is ~470 KB minified; the limit
          // that counts is the gzipped budget (test/browser/bundle-budget.spec.ts).
          chunkSizeWarningLimit: 500,
          // .vite/manifest.json maps source modules to chunks; the bundle-budget test reads it.
          manifest: true,
          rolldownOptions: {
            output: {
              // Everything the entry imports statically goes into one chunk: a phone then opens one
              // connection's worth of requests for the app shell instead of ~13 small ones (each an
              // extra round trip on a slow link). Lazy pages import what they share with it from there.
              codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            },
          },
          // The home route's initial JS is budgeted (test/browser/bundle-budget.spec.ts): every
          // route is a lazy chunk.
        },
        server: {
          port: 5173,
          proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: false }])),
        },
        preview: {
          proxy: Object.fromEntries(proxied.map((p) => [p, { target: SERVER, changeOrigin: false }])),
        },
      },
);
