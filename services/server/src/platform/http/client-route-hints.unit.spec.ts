// The index.html hint tags: data calls, the LCP image and the page's chunks from route-chunks.json
// (web/build/route-chunks.ts), attribute-escaped, same-origin or https only, never an error.
import { imagePreloadLink, parseRouteChunks, preloadTags, withPreloads } from './client-route-hints.js';

const built = JSON.stringify({
  home: { js: ['/assets/home-page-a1.js', '/assets/comic-grid-b2.js'], css: ['/assets/home-page-c3.css'] },
  reader: { js: ['/assets/reader-pages-d4.js'], css: [] },
});

describe('parseRouteChunks', () => {
  it('reads the pages the build lists', () => {
    const chunks = parseRouteChunks(built);
    expect([...chunks.keys()]).toEqual(['home', 'reader']);
    expect(chunks.get('home')).toEqual({ js: ['/assets/home-page-a1.js', '/assets/comic-grid-b2.js'], css: ['/assets/home-page-c3.css'] });
  });

  it('gives no pages for a missing, unparsable or misshapen file', () => {
    for (const text of [null, '', '{', 'null', '[]', '"home"', '42']) expect(parseRouteChunks(text).size).toBe(0);
    expect(parseRouteChunks('{"home": null, "comic": 3}').get('home')).toBeUndefined();
    expect(parseRouteChunks('{"home": {"js": "/assets/a.js"}}').get('home')).toEqual({ js: [], css: [] });
  });

  it('keeps only same-origin paths of the right kind', () => {
    const chunks = parseRouteChunks(
      JSON.stringify({
        home: {
          js: [
            '/assets/ok.js',
            'https://cdn.example/x.js',
            '//evil.example/x.js',
            'javascript:alert(1).js',
            '/assets/a b.js',
            '/assets/style.css',
            7,
            null,
          ],
          css: ['/assets/ok.css', '/assets/ok.js', 'data:text/css,x.css'],
        },
      }),
    );
    expect(chunks.get('home')).toEqual({ js: ['/assets/ok.js'], css: ['/assets/ok.css'] });
  });
});

describe('preloadTags', () => {
  const chunks = parseRouteChunks(built);

  it("hints data calls, then the image, then the page's chunks as Vite does and its CSS in the same CORS mode", () => {
    expect(preloadTags({ fetches: ['/api/get-comic-data/x'], image: '/uploads/a.webp', page: 'home' }, chunks).split(/(?=<link)/)).toEqual([
      '<link rel="preload" as="fetch" crossorigin href="/api/get-comic-data/x">',
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/a.webp">',
      '<link rel="modulepreload" crossorigin href="/assets/home-page-a1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/comic-grid-b2.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/home-page-c3.css">',
    ]);
  });

  it('hints no chunks for a page the build does not list, no page, or no route-chunks.json', () => {
    expect(preloadTags({ fetches: [], page: 'writer' }, chunks)).toBe('');
    expect(preloadTags({ fetches: [], image: '/uploads/a.webp' }, chunks)).not.toContain('modulepreload');
    expect(preloadTags({ fetches: [], page: 'home' })).toBe('');
    expect(preloadTags({ fetches: [], page: 'reader' }, chunks)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/reader-pages-d4.js">',
    );
  });

  it('escapes attributes and drops unsafe URLs', () => {
    const tags = preloadTags({
      fetches: ['/api/x"><script>', 'javascript:alert(1)', '//evil.example/x'],
      image: 'data:image/png;base64,AA',
    });
    expect(tags).toBe('<link rel="preload" as="fetch" crossorigin href="/api/x&quot;&gt;&lt;script&gt;">');
  });

  it('gives the image its srcset and sizes instead of href, escaped, and only href when a candidate is unsafe or malformed', () => {
    const srcset = '/uploads/a-480.webp 480w, /uploads/a.webp 800w';
    expect(
      preloadTags({ fetches: [], image: '/uploads/a.webp', imageSrcset: srcset, imageSizes: '(min-width: 630px) 34vw, "100vw"' }),
    ).toBe(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="(min-width: 630px) 34vw, &quot;100vw&quot;">`,
    );
    const plain = '<link rel="preload" as="image" fetchpriority="high" href="/uploads/a.webp">';
    for (const bad of [
      'javascript:alert(1) 480w, /uploads/a.webp 800w',
      '/uploads/a.webp 2x',
      '/uploads/a.webp',
      '/uploads/a.webp 480w,/uploads/b.webp 800w',
      '//evil.example/a.webp 480w',
    ]) {
      expect(preloadTags({ fetches: [], image: '/uploads/a.webp', imageSrcset: bad, imageSizes: '100vw' })).toBe(plain);
    }
    expect(preloadTags({ fetches: [], image: '/uploads/a.webp', imageSrcset: srcset })).toBe(plain);
  });
});

describe('withPreloads', () => {
  const html = '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script></head></html>';

  it('puts the tags right after the charset, before the entry script, and tags the result', () => {
    const a = withPreloads(html, '<link rel="modulepreload" crossorigin href="/assets/r.js">');
    expect(a.html).toBe(html.replace('/>', '/><link rel="modulepreload" crossorigin href="/assets/r.js">'));
    expect(a.etag).toMatch(/^W\/"h[\w-]{22}"$/);
    expect(withPreloads(html, '').html).toBe(html);
    expect(withPreloads(html, '').etag).not.toBe(a.etag);
  });

  it('after the viewport meta when there is one (the preload scanner sizes images by it)', () => {
    const page = html.replace('/>', '/><meta name="viewport" content="width=device-width" />');
    expect(withPreloads(page, '<link rel="preload" as="image" imagesrcset="/a.webp 480w" imagesizes="100vw">').html).toBe(
      page.replace('width" />', 'width" /><link rel="preload" as="image" imagesrcset="/a.webp 480w" imagesizes="100vw">'),
    );
  });

  it('without a charset, right after <head>', () => {
    expect(withPreloads('<html><head><title>x</title></head></html>', '<link rel="preload" as="image" href="/a.webp">').html).toBe(
      '<html><head><link rel="preload" as="image" href="/a.webp"><title>x</title></head></html>',
    );
  });
});

describe('imagePreloadLink', () => {
  it('preloads a plain image from the response header', () => {
    expect(imagePreloadLink({ fetches: [], image: '/uploads/a1.webp' })).toBe(
      '</uploads/a1.webp>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('leaves an image with a srcset, an unsafe URL or none to the HTML', () => {
    expect(
      imagePreloadLink({
        fetches: [],
        image: '/uploads/a.webp',
        imageSrcset: '/uploads/a.webp 480w, /uploads/b.webp 800w',
        imageSizes: '100vw',
      }),
    ).toBeUndefined();
    for (const image of ['javascript:alert(1)', '//evil.example/a.webp', '/a.webp>; rel=preload; as=script', '/a,b.webp', '/a"b.webp']) {
      expect(imagePreloadLink({ fetches: [], image })).toBeUndefined();
    }
    expect(imagePreloadLink({ fetches: [] })).toBeUndefined();
  });
});
