// The index.html hint tags: data calls and the LCP image, attribute-escaped, same-origin or https
// only, spliced in right after the charset.
import { preloadTags, withPreloads } from './client-route-hints.js';

describe('preloadTags', () => {
  it('escapes attributes and drops unsafe URLs', () => {
    const tags = preloadTags({ fetches: ['/api/x"><script>', 'javascript:alert(1)', '//evil.example/x'], image: 'data:image/png;base64,AA' });
    expect(tags).toBe('<link rel="preload" as="fetch" crossorigin href="/api/x&quot;&gt;&lt;script&gt;">');
  });
});

describe('withPreloads', () => {
  const html = '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index.js"></script></head></html>';

  it('puts the tags right after the charset, before the entry script, and tags the result', () => {
    const a = withPreloads(html, '<link rel="preload" as="image" href="/a.webp">');
    expect(a.html).toBe(html.replace('/>', '/><link rel="preload" as="image" href="/a.webp">'));
    expect(a.etag).toMatch(/^W\/"h[\w-]{22}"$/);
    expect(withPreloads(html, '').html).toBe(html);
    expect(withPreloads(html, '').etag).not.toBe(a.etag);
  });

  it('without a charset, right after <head>', () => {
    expect(withPreloads('<html><head><title>x</title></head></html>', '<link rel="preload" as="image" href="/a.webp">').html)
      .toBe('<html><head><link rel="preload" as="image" href="/a.webp"><title>x</title></head></html>');
  });
});
