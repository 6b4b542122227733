import { createHash } from 'node:crypto';

/**
 * Koma's original demo art, drawn as SVG (rasterised by the loader with sharp): covers with a
 * character and the title, comic pages of three panels with characters, speech balloons and
 * sound effects, banners, slides, gift icons and about-page images. Deterministic per key.
 */
export interface ComicArtInfo {
  key: string;
  title: string;
  genre: string;
}

type Palette = { bg1: string; bg2: string; accent: string; ink: string; sky: string };
const PALETTES: Record<string, Palette> = {
  Horror: { bg1: '#1d1b3a', bg2: '#4b2d6b', accent: '#ffb347', ink: '#f5ecff', sky: '#2c2650' },
  Action: { bg1: '#c0392b', bg2: '#f39c12', accent: '#ffe066', ink: '#ffffff', sky: '#f8c471' },
  Romance: { bg1: '#ff9a9e', bg2: '#fecfef', accent: '#e84a7f', ink: '#5a1f3c', sky: '#ffe1ec' },
  Comedy: { bg1: '#56ccf2', bg2: '#b2fefa', accent: '#ff6f3c', ink: '#173a5e', sky: '#d6f6ff' },
  'Sci-Fi': { bg1: '#0f2027', bg2: '#2c5364', accent: '#00e5ff', ink: '#e0fbff', sky: '#163a4a' },
  Fantasy: { bg1: '#134e5e', bg2: '#71b280', accent: '#ffd86b', ink: '#fffbe6', sky: '#a8e6cf' },
  Drama: { bg1: '#8e7dbe', bg2: '#f3c5b6', accent: '#5b3e96', ink: '#2d1b4e', sky: '#f6e3da' },
};
const palette = (genre: string): Palette => PALETTES[genre] ?? PALETTES.Fantasy;

const SKINS = ['#f9d7b5', '#f1c27d', '#e0ac69', '#c68642', '#ffe0c4'];
const HAIRS = ['#2b1b12', '#5a3825', '#111111', '#d35400', '#6c3483', '#1f618d', '#f4d03f', '#e8e8e8'];
const SHIRTS = ['#e74c3c', '#3498db', '#27ae60', '#8e44ad', '#f39c12', '#16a085', '#2c3e50', '#ec407a'];

const LINES: Record<string, string[]> = {
  Horror: [
    'Did the lantern just... blink?',
    'Deliver it before dawn.',
    'I remember my name!',
    "Don't look behind you.",
    'Who wrote this letter?',
    'The street is empty...',
  ],
  Action: ['Hold on tight!', "Faster! They're gaining!", 'Not this time!', 'Ride like the wind!', 'I never lose twice.', 'Look out!'],
  Romance: [
    'One more latte?',
    'You came back.',
    "I... wasn't waiting.",
    'Same time tomorrow?',
    'Your hands are cold.',
    'Stay a little longer.',
  ],
  Comedy: [
    "You're too thin!",
    'Is that... my sock?',
    'Dinner in 3... 2...',
    'Who ate all of them?!',
    'This is fine. Totally.',
    'Grandma, NO!',
  ],
  'Sci-Fi': [
    'Signal detected.',
    'That star died years ago.',
    'Check the oxygen!',
    'Who sent this message?',
    'Systems online.',
    'We are not alone.',
  ],
  Fantasy: [
    'The scroll is glowing!',
    'Read the spell aloud!',
    'Is that a dragon?',
    'I was written in here?!',
    'Magic has a price.',
    'Follow the light.',
  ],
  Drama: [
    'Class starts at nine.',
    'We can still try.',
    'Thank you, teacher.',
    'Nine students. Nine chances.',
    "I'm not giving up.",
    "It's spring again.",
  ],
};
const SFX = ['BAM!', 'WHOOSH', 'KRAK!', 'DOKI', 'ZAP!', 'THUD', 'SHHH', 'POP!'];

function rng(seed: string): () => number {
  let h = createHash('sha1').update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    h ^= h << 13;
    h >>>= 0;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    return h / 0x100000000;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const FONT = 'font-family="DejaVu Sans, sans-serif"';

function wrap(text: string, max: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > max && cur) {
      lines.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) lines.push(cur);
  return lines;
}

/** A chibi-proportioned character: body, head, hair, big eyes, mouth and blush. */
function character(r: () => number, x: number, y: number, s: number, mood: 'happy' | 'shock' | 'angry' | 'calm', flip = false): string {
  const skin = pick(r, SKINS),
    hair = pick(r, HAIRS),
    shirt = pick(r, SHIRTS);
  const style = Math.floor(r() * 3);
  const hairPath =
    style === 0
      ? 'M-62,-10 Q-70,-80 0,-86 Q70,-80 62,-10 L50,-40 L35,-20 L20,-45 L0,-25 L-20,-45 L-35,-20 L-50,-40 Z'
      : style === 1
        ? 'M-66,20 Q-74,-84 0,-88 Q74,-84 66,20 L58,30 Q52,-30 30,-40 Q0,-20 -30,-40 Q-52,-30 -58,30 Z'
        : 'M-60,-15 L-72,-60 L-40,-55 L-45,-95 L-10,-70 L10,-100 L25,-68 L60,-90 L52,-50 L76,-48 L60,-15 Q0,-50 -60,-15 Z';
  const eyes =
    mood === 'shock'
      ? '<circle cx="-24" cy="0" r="12" fill="#fff" stroke="#222" stroke-width="3"/><circle cx="24" cy="0" r="12" fill="#fff" stroke="#222" stroke-width="3"/><circle cx="-24" cy="0" r="4" fill="#222"/><circle cx="24" cy="0" r="4" fill="#222"/>'
      : mood === 'happy'
        ? '<path d="M-36,2 Q-24,-14 -12,2" fill="none" stroke="#222" stroke-width="5" stroke-linecap="round"/><path d="M12,2 Q24,-14 36,2" fill="none" stroke="#222" stroke-width="5" stroke-linecap="round"/>'
        : `<ellipse cx="-24" cy="0" rx="11" ry="15" fill="#222"/><ellipse cx="24" cy="0" rx="11" ry="15" fill="#222"/><circle cx="-20" cy="-6" r="4" fill="#fff"/><circle cx="28" cy="-6" r="4" fill="#fff"/>${mood === 'angry' ? '<path d="M-40,-22 L-10,-12 M40,-22 L10,-12" stroke="#222" stroke-width="5"/>' : ''}`;
  const mouth =
    mood === 'shock'
      ? '<ellipse cx="0" cy="34" rx="9" ry="12" fill="#7b241c"/>'
      : mood === 'angry'
        ? '<path d="M-14,38 Q0,28 14,38" fill="none" stroke="#7b241c" stroke-width="4"/>'
        : '<path d="M-16,28 Q0,44 16,28" fill="#c0392b" stroke="#7b241c" stroke-width="3"/>';
  return `<g transform="translate(${x},${y}) scale(${flip ? -s : s},${s})">
    <path d="M-55,170 Q-60,90 0,82 Q60,90 55,170 Z" fill="${shirt}" stroke="#222" stroke-width="4"/>
    <rect x="-14" y="62" width="28" height="26" fill="${skin}" stroke="#222" stroke-width="3"/>
    <ellipse cx="0" cy="0" rx="64" ry="70" fill="${skin}" stroke="#222" stroke-width="4"/>
    <path d="${hairPath}" fill="${hair}" stroke="#222" stroke-width="4" stroke-linejoin="round"/>
    ${eyes}
    <ellipse cx="-40" cy="22" rx="10" ry="6" fill="#ff8a80" opacity="0.6"/><ellipse cx="40" cy="22" rx="10" ry="6" fill="#ff8a80" opacity="0.6"/>
    ${mouth}
  </g>`;
}

/** A speech balloon with a tail pointing at (tx, ty). */
function balloon(x: number, y: number, w: number, text: string, tx: number, ty: number, fontSize = 22): string {
  const lines = wrap(text, Math.max(8, Math.floor(w / (fontSize * 0.62))));
  const h = lines.length * fontSize * 1.25 + 28;
  const cx = x + w / 2,
    cy = y + h / 2;
  const tail = `M${cx - 16},${cy + h / 2 - 8} L${tx},${ty} L${cx + 16},${cy + h / 2 - 8} Z`;
  const text$ = lines
    .map(
      (l, i) =>
        `<text x="${cx}" y="${y + 14 + fontSize * (i + 1) * 1.1}" ${FONT} font-size="${fontSize}" font-weight="bold" text-anchor="middle" fill="#111">${esc(l)}</text>`,
    )
    .join('');
  return `<path d="${tail}" fill="#fff" stroke="#111" stroke-width="3"/><ellipse cx="${cx}" cy="${cy}" rx="${w / 2 + 10}" ry="${h / 2 + 6}" fill="#fff" stroke="#111" stroke-width="3"/><path d="M${cx - 14},${cy + h / 2 + 2} L${cx + 14},${cy + h / 2 + 2}" stroke="#fff" stroke-width="6"/>${text$}`;
}

function backdrop(r: () => number, genre: string, x: number, y: number, w: number, h: number): string {
  const p = palette(genre);
  const parts: string[] = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.sky}"/>`];
  const kind = Math.floor(r() * 3);
  if (kind === 0) {
    // speed lines
    for (let i = 0; i < 18; i++) {
      const a = (i / 18) * Math.PI * 2;
      parts.push(
        `<path d="M${x + w / 2},${y + h / 2} L${x + w / 2 + Math.cos(a) * w},${y + h / 2 + Math.sin(a) * h} L${x + w / 2 + Math.cos(a + 0.08) * w},${y + h / 2 + Math.sin(a + 0.08) * h} Z" fill="${p.accent}" opacity="0.35"/>`,
      );
    }
  } else if (kind === 1) {
    // skyline or hills
    let cx = x;
    while (cx < x + w) {
      const bw = 30 + r() * 60,
        bh = h * (0.2 + r() * 0.45);
      parts.push(`<rect x="${cx}" y="${y + h - bh}" width="${bw}" height="${bh}" fill="${p.bg1}" opacity="0.55"/>`);
      for (let wy = y + h - bh + 10; wy < y + h - 12; wy += 22)
        parts.push(`<rect x="${cx + 8}" y="${wy}" width="8" height="10" fill="${p.accent}" opacity="0.7"/>`);
      cx += bw + 6;
    }
  } else {
    // dots and stars
    for (let i = 0; i < 40; i++)
      parts.push(`<circle cx="${x + r() * w}" cy="${y + r() * h}" r="${2 + r() * 6}" fill="${p.accent}" opacity="${0.3 + r() * 0.5}"/>`);
    parts.push(
      `<path d="M${x},${y + h * 0.8} Q${x + w / 2},${y + h * 0.6} ${x + w},${y + h * 0.82} L${x + w},${y + h} L${x},${y + h} Z" fill="${p.bg2}" opacity="0.8"/>`,
    );
  }
  return parts.join('');
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function gradient(id: string, a: string, b: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

function titleBlock(
  title: string,
  x: number,
  y: number,
  w: number,
  size: number,
  p: Palette,
  anchor: 'middle' | 'start' = 'middle',
): string {
  const lines = wrap(title.toUpperCase(), Math.max(6, Math.floor(w / (size * 0.68))));
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.08}" ${FONT} font-size="${size}" font-weight="bold" text-anchor="${anchor}" fill="${p.ink}" stroke="#111" stroke-width="${Math.max(2, size / 14)}" paint-order="stroke" letter-spacing="1">${esc(l)}</text>`,
    )
    .join('');
}

/** A portrait cover (600×800 for covers, 360×480 for thumbnails). */
export function coverSvg(c: ComicArtInfo, w = 600, h = 800): string {
  const r = rng(`cover:${c.key}`);
  const p = palette(c.genre);
  const s = w / 600;
  return svg(
    w,
    h,
    `${gradient('g', p.bg1, p.bg2)}<rect width="${w}" height="${h}" fill="url(#g)"/>
    ${backdrop(r, c.genre, 0, h * 0.35, w, h * 0.65)}
    <circle cx="${w * 0.78}" cy="${h * 0.2}" r="${70 * s}" fill="${p.accent}" opacity="0.85"/>
    ${character(r, w * 0.36, h * 0.6, 1.9 * s, 'calm')}
    ${character(r, w * 0.78, h * 0.74, 1.2 * s, pick(r, ['happy', 'shock', 'angry'] as const), true)}
    <rect x="0" y="0" width="${w}" height="${h * 0.2}" fill="#000" opacity="0.25"/>
    ${titleBlock(c.title, w / 2, Math.max(h * 0.09, 64 * s), w * 0.92, 58 * s, p)}
    <rect x="${w * 0.05}" y="${h - 64 * s}" width="${(c.genre.length * 16 + 36) * s}" height="${40 * s}" rx="${20 * s}" fill="${p.accent}" stroke="#111" stroke-width="3"/>
    <text x="${w * 0.05 + 18 * s}" y="${h - 36 * s}" ${FONT} font-size="${22 * s}" font-weight="bold" fill="#111">${esc(c.genre)}</text>
    <rect x="3" y="3" width="${w - 6}" height="${h - 6}" fill="none" stroke="#111" stroke-width="6"/>`,
  );
}

/** A comic page (800×1200): three panels with characters, dialogue and a sound effect. */
export function pageSvg(c: ComicArtInfo, n: number, w = 800, h = 1200): string {
  const r = rng(`page:${c.key}:${n}`);
  const p = palette(c.genre);
  const lines = LINES[c.genre] ?? LINES.Fantasy;
  const m = 24,
    gap = 18;
  const panels = [
    { x: m, y: m, w: w - 2 * m, h: 360 },
    { x: m, y: m + 360 + gap, w: (w - 2 * m - gap) * 0.45, h: 380 },
    { x: m + (w - 2 * m - gap) * 0.45 + gap, y: m + 360 + gap, w: (w - 2 * m - gap) * 0.55, h: 380 },
  ];
  panels.push({ x: m, y: m + 740 + 2 * gap, w: w - 2 * m, h: h - (m + 740 + 2 * gap) - m });
  const out: string[] = [`<rect width="${w}" height="${h}" fill="#fdfaf3"/>`];
  panels.forEach((pn, i) => {
    const id = `c${i}`;
    out.push(`<clipPath id="${id}"><rect x="${pn.x}" y="${pn.y}" width="${pn.w}" height="${pn.h}"/></clipPath><g clip-path="url(#${id})">`);
    out.push(backdrop(r, c.genre, pn.x, pn.y, pn.w, pn.h));
    const two = pn.w > 400;
    const sc = Math.min(pn.w, pn.h) / 300;
    const moods = ['happy', 'shock', 'angry', 'calm'] as const;
    if (two) {
      out.push(character(r, pn.x + pn.w * 0.25, pn.y + pn.h * 0.62, sc * 0.85, pick(r, moods)));
      out.push(character(r, pn.x + pn.w * 0.75, pn.y + pn.h * 0.66, sc * 0.8, pick(r, moods), true));
    } else {
      out.push(character(r, pn.x + pn.w * 0.5, pn.y + pn.h * 0.6, sc * 0.95, pick(r, moods)));
    }
    out.push('</g>');
    out.push(`<rect x="${pn.x}" y="${pn.y}" width="${pn.w}" height="${pn.h}" fill="none" stroke="#111" stroke-width="6"/>`);
    const bw = Math.min(pn.w * 0.6, 300);
    const bx = two ? pn.x + (i % 2 ? pn.w * 0.5 : 16) : pn.x + 12;
    out.push(balloon(bx, pn.y + 16, bw, lines[(n * 3 + i) % lines.length], bx + bw * 0.4, pn.y + pn.h * 0.38));
    if (i === 2 || (i === 3 && n % 2)) {
      out.push(
        `<text x="${pn.x + pn.w - 20}" y="${pn.y + pn.h - 30}" ${FONT} font-size="64" font-weight="bold" text-anchor="end" fill="${p.accent}" stroke="#111" stroke-width="4" paint-order="stroke" transform="rotate(-8 ${pn.x + pn.w - 20} ${pn.y + pn.h - 30})">${pick(r, SFX)}</text>`,
      );
    }
  });
  out.push(`<text x="${w - m}" y="${h - 6}" ${FONT} font-size="14" text-anchor="end" fill="#999">${esc(c.title)} · ${n}</text>`);
  return svg(w, h, out.join(''));
}

/** An episode thumbnail (360×360). */
export function episodeSvg(c: ComicArtInfo, n: number, w = 360, h = 360): string {
  const r = rng(`ep:${c.key}:${n}`);
  const p = palette(c.genre);
  return svg(
    w,
    h,
    `${gradient('g', p.bg2, p.bg1)}<rect width="${w}" height="${h}" fill="url(#g)"/>
    ${backdrop(r, c.genre, 0, 0, w, h)}
    ${character(r, w * 0.5, h * 0.58, 1.05, pick(r, ['happy', 'shock', 'angry', 'calm'] as const), n % 2 === 0)}
    ${balloon(
      w * 0.52,
      12,
      150,
      pick(r, LINES[c.genre] ?? LINES.Fantasy)
        .split(' ')
        .slice(0, 3)
        .join(' '),
      w * 0.6,
      h * 0.36,
      18,
    )}
    <rect width="${w}" height="${h}" fill="none" stroke="#111" stroke-width="6"/>`,
  );
}

/**
 * A wide picture for a listing banner (4:1) or a home slide (16:9): title and subtitle on the left,
 * a crowd of characters on the right, everything scaled to the height so the client's box (which
 * has the same aspect ratio) shows it whole.
 */
export function bannerSvg(title: string, subtitle: string, seed: string, genre = 'Comedy', w = 1200, h = 400): string {
  const r = rng(`banner:${seed}`);
  const p = palette(genre);
  const s = h / 400;
  const people = [0, 1, 2, 3]
    .map((i) =>
      character(
        r,
        w * (0.58 + i * 0.11),
        h * (0.62 + (i % 2) * 0.08),
        (1.05 - (i % 2) * 0.15) * s,
        pick(r, ['happy', 'shock', 'calm'] as const),
        i % 2 === 1,
      ),
    )
    .join('');
  const titleSize = 64 * Math.min(s, 1.3);
  const subSize = Math.min(30 * s, 34);
  // The caption stays left of the artwork (which starts at half the width), wrapped like a balloon.
  const subLines = wrap(subtitle, Math.max(8, Math.floor((w * 0.46 - 50) / (subSize * 0.62))));
  return svg(
    w,
    h,
    `${gradient('g', p.bg1, p.bg2)}<rect width="${w}" height="${h}" fill="url(#g)"/>
    <clipPath id="right"><rect x="${w * 0.5}" y="0" width="${w * 0.5}" height="${h}"/></clipPath>
    <g clip-path="url(#right)">${backdrop(r, genre, w * 0.5, 0, w * 0.5, h)}</g>${people}
    ${titleBlock(title, 48, 40 * s + titleSize, w * 0.46, titleSize, p, 'start')}
    ${subLines.map((line, i) => `<text x="50" y="${h - 40 * s - subSize / 2 - (subLines.length - 1 - i) * subSize * 1.2}" ${FONT} font-size="${subSize}" fill="${p.ink}" stroke="#111" stroke-width="1.5" paint-order="stroke">${esc(line)}</text>`).join('')}
    <rect x="3" y="3" width="${w - 6}" height="${h - 6}" fill="none" stroke="#111" stroke-width="6"/>`,
  );
}

/** The shapes of wide pictures; the client's boxes use the same ratios (no cropping). */
export const BANNER_SIZE = { w: 1200, h: 300 } as const;
export const SLIDE_SIZE = { w: 1200, h: 675 } as const;

/** A gift icon (360×360): a ticket, a coin or a star on a gift box. */
export function giftSvg(type: string, w = 360, h = 360): string {
  const icon =
    type === 'coin'
      ? '<circle cx="180" cy="150" r="90" fill="#f7c948" stroke="#111" stroke-width="6"/><circle cx="180" cy="150" r="64" fill="none" stroke="#c99a06" stroke-width="6"/><text x="180" y="176" font-family="DejaVu Sans, sans-serif" font-size="80" font-weight="bold" text-anchor="middle" fill="#8a6500">C</text>'
      : type === 'point'
        ? '<path d="M180,50 L206,120 L280,122 L222,166 L244,238 L180,196 L116,238 L138,166 L80,122 L154,120 Z" fill="#7ed957" stroke="#111" stroke-width="6" stroke-linejoin="round"/>'
        : '<rect x="70" y="90" width="220" height="120" rx="14" fill="#ff7eb6" stroke="#111" stroke-width="6"/><circle cx="70" cy="150" r="22" fill="#fdfaf3" stroke="#111" stroke-width="6"/><circle cx="290" cy="150" r="22" fill="#fdfaf3" stroke="#111" stroke-width="6"/><text x="180" y="166" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="bold" text-anchor="middle" fill="#fff" stroke="#111" stroke-width="2" paint-order="stroke">FREE</text>';
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#fff3d6"/><rect x="60" y="250" width="240" height="90" fill="#e74c3c" stroke="#111" stroke-width="6"/><rect x="165" y="250" width="30" height="90" fill="#f7c948" stroke="#111" stroke-width="4"/>${icon}`,
  );
}

/** Draws whatever a demo image path names (see services/server/demo/make-catalog.mjs). */
export function artFor(ref: string, comics: Map<string, ComicArtInfo>): { svg: string; width: number } | null {
  const m = /^art\/([a-z]+)\/([a-z0-9-]+?)(?:-(\d+))?\.png$/.exec(ref);
  if (!m) return null;
  const [, kind, name, num] = m;
  const n = Number(num ?? 1);
  const comic = comics.get(name) ?? comics.get(`${name}-${num}`);
  switch (kind) {
    case 'cover':
      return comic ? { svg: coverSvg(comic), width: 600 } : null;
    case 'thumb':
      return comic ? { svg: coverSvg(comic, 360, 480), width: 360 } : null;
    case 'page':
      return comic ? { svg: pageSvg(comic, n), width: 800 } : null;
    case 'ep':
      return comic ? { svg: episodeSvg(comic, n), width: 360 } : null;
    case 'gift':
      return { svg: giftSvg(name), width: 360 };
    case 'banner': {
      const texts: Record<string, [string, string, string]> = {
        home: ['New every day', 'Fresh episodes from Koma, Monday to Sunday', 'Comedy'],
        daily: ['Daily comics', 'Something new for every day of the week', 'Action'],
        free: ['Read for free', 'The first episodes of every series are on us', 'Romance'],
        genre: ['Find your genre', 'Horror, romance, fantasy, sci-fi and more', 'Fantasy'],
        ranking: ['Top of the charts', 'What everyone on Koma is reading', 'Sci-Fi'],
      };
      const [t, s, g] = texts[name] ?? ['Koma', 'Web comics', 'Comedy'];
      return { svg: bannerSvg(t, s, name, g, BANNER_SIZE.w, BANNER_SIZE.h), width: BANNER_SIZE.w };
    }
    case 'slide': {
      const texts: Record<string, [string, string, string]> = {
        'slide-welcome': ['Welcome to Koma', 'Three free episodes of every series', 'Horror'],
        'slide-ninth-scroll': ['The Ninth Scroll', 'Season finale out now', 'Fantasy'],
        'slide-vip': ['Go VIP', 'Every subscription episode, one price', 'Drama'],
      };
      const [t, s, g] = texts[name] ?? ['Koma', 'Web comics', 'Comedy'];
      return { svg: bannerSvg(t, s, name, g, SLIDE_SIZE.w, SLIDE_SIZE.h), width: SLIDE_SIZE.w };
    }
    case 'about':
      return name === 'vision'
        ? { svg: coverSvg({ key: 'about-vision', title: 'Our vision', genre: 'Drama' }, 600, 450), width: 600 }
        : {
            svg: bannerSvg('About Koma', 'Comics from Ulaanbaatar to everywhere', 'about', 'Fantasy', BANNER_SIZE.w, BANNER_SIZE.h),
            width: BANNER_SIZE.w,
          };
    default:
      return null;
  }
}
