// The Lighthouse bench's baseline: Koma's own server-rendered pages, each with its app shell
// swapped for the floor of any React client (entry.js: React and React DOM, one root rendering one
// element), built by Vite for production like the shell. Everything else (images, styles, data) is
// passed through to Koma, so the two differ only in the script the page starts after its largest
// image: what the floor scores is the most a React shell could score on this machine.
//   node test/bench/lighthouse-floor/serve.mjs <koma origin> <port>   (prints "ready" when it listens)
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const [origin, port] = process.argv.slice(2);
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(os.tmpdir(), `koma-lighthouse-floor-${process.pid}`);
await build({
  root: here,
  configFile: false,
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(here, 'entry.js'), output: { entryFileNames: 'floor.js' } } },
});
const floor = readFileSync(path.join(outDir, 'floor.js'));
const floorBr = zlib.brotliCompressSync(floor);
/** Sends the body brotli-compressed when the client takes it (as Koma does). */
function send(req, res, status, headers, body, compressed) {
  const br = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, { ...headers, vary: 'accept-encoding', ...(br ? { 'content-encoding': 'br' } : {}) });
  res.end(br ? (compressed ?? zlib.brotliCompressSync(body)) : body);
}

http
  .createServer(async (req, res) => {
    try {
      if (req.url === '/floor.js') {
        send(req, res, 200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' }, floor, floorBr);
        return;
      }
      if (!req.url.startsWith('/api/') && !req.url.startsWith('/assets/') && !req.url.startsWith('/uploads/')) {
        const r = await fetch(origin + req.url, { headers: { accept: 'text/html' } });
        const html = await r.text();
        if (!html.includes('data-entry=')) throw new Error(`${req.url}: not a server-rendered page`);
        const swapped = html.replace(/data-entry="[^"]*"/, 'data-entry="/floor.js"').replace(/data-chunks="[^"]*"/, 'data-chunks=""');
        const link = r.headers.get('link');
        send(
          req,
          res,
          r.status,
          { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...(link ? { link } : {}) },
          Buffer.from(swapped),
        );
        return;
      }
      const up = http.request(origin + req.url, { method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on('error', () => res.destroy());
      req.pipe(up);
    } catch (e) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(e));
    }
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => process.exit(0));
