import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MANIFEST_HREFS } from '../src/lib/app-manifest.js';

/** The installed app's icons (web/public/icons/, written by build/app-icons.mjs). */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const DESCRIPTIONS: Record<keyof typeof MANIFEST_HREFS, string> = {
  en: 'Read manga and webtoon series: daily updates, free episodes and rankings.',
  mn: 'Манга, вэбтүүн цуврал уншаарай: өдөр бүрийн шинэчлэл, үнэгүй анги, эрэмбэ.',
};

/**
 * Emits the web app manifest of each interface language (src/lib/app-manifest.ts): the name stays
 * "Koma", the description is the language's. The page's background, read from the design tokens
 * (src/styles/index.css `--bg`), is the splash screen's and the window's colour, so an installed
 * app opens on the colour it paints.
 */
export function webManifests(): Plugin {
  let root = '';
  return {
    name: 'koma-web-manifests',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const css = readFileSync(path.join(root, 'src/styles/index.css'), 'utf8');
      const background = /--bg:\s*(#[0-9a-fA-F]{6})\s*;/.exec(css)?.[1];
      if (!background) return this.error('web-manifests: src/styles/index.css defines no --bg colour');
      for (const [lang, href] of Object.entries(MANIFEST_HREFS) as Array<[keyof typeof MANIFEST_HREFS, string]>) {
        const manifest = {
          id: '/',
          name: 'Koma',
          short_name: 'Koma',
          description: DESCRIPTIONS[lang],
          lang,
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: background,
          background_color: background,
          icons: ICONS,
        };
        this.emitFile({ type: 'asset', fileName: href.slice(1), source: `${JSON.stringify(manifest, null, 1)}\n` });
      }
    },
  };
}
