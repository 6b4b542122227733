// What the web client's build reads, in one place: `npm start`/`npm test` (scripts/lib.mjs) and the
// browser-test harness both rebuild web/dist when any of it is newer. Node built-ins only.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** The newest modification time among the client's sources, build plugins, index.html and Vite config. */
export function webSourcesMtime(webDir) {
  return Math.max(
    newestMtime(path.join(webDir, 'src')),
    newestMtime(path.join(webDir, 'build')),
    statSync(path.join(webDir, 'index.html')).mtimeMs,
    statSync(path.join(webDir, 'vite.config.ts')).mtimeMs,
  );
}

/**
 * The client's Vite builds, as arguments of `vite` run in web/: the server's rendering of the
 * landing pages (web/dist-server), then the browser's (web/dist, whose index.html marks both done).
 */
export const WEB_BUILDS = [
  ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
  ['build', '--logLevel', 'warn'],
];
