// Writes the installed app's icons (web/public/icons/) from the logo, web/public/favicon.svg:
// run once after the logo changes (`node web/build/app-icons.mjs`) and commit the PNGs. The build
// serves them as they are; the manifests (web-manifests.ts) name them with these sizes.
//   icon-192.png, icon-512.png   the logo as it is (rounded square, transparent corners)
//   icon-maskable-512.png        full-bleed: the launcher cuts its own shape, so the letter sits
//                                inside the maskable safe zone on the logo's colour
//   apple-touch-icon-180.png     full-bleed too: iOS rounds the corners and fills transparency black
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logo = await readFile(path.join(web, 'public/favicon.svg'), 'utf8');
const out = path.join(web, 'public/icons');

const fill = /<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/.exec(logo)?.[1];
const letter = /<path[^>]*\/>/.exec(logo)?.[0];
if (!fill || !letter) throw new Error('favicon.svg: expected a filled <rect> and the letter as one <path>');

/** The letter on a full square of the logo's colour, scaled by `scale` about its centre (64 × 64 view). */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-34 -32)">${letter}</g></svg>`;

const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));

await Promise.all([
  render(logo, 192, 'icon-192.png'),
  render(logo, 512, 'icon-512.png'),
  // The letter's box (32 × 36 of 64 units) has its corners 24 units from the centre: inside the
  // safe circle (radius 40 % of the icon, 25.6 units) at its own size.
  render(fullBleed(1), 512, 'icon-maskable-512.png'),
  render(fullBleed(1), 180, 'apple-touch-icon-180.png'),
]);
process.stdout.write(`icons written to ${path.relative(process.cwd(), out)}\n`);
