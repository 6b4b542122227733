import { catalogId, contentHash, isUuid } from '../catalog.ids.js';
import { slugify, uniqueSlug } from './catalog.slug.js';
import { sanitizeCatalogHtml } from './catalog.html.js';
import { weekdayOf } from './catalog-file.js';
import { validateCatalogSchema } from './catalog-validator.js';

describe('catalog ids', () => {
  it('are name-based v5 uuids: stable per kind and key, different across kinds', () => {
    const a = catalogId('comic', 'lantern');
    expect(a).toBe(catalogId('comic', 'lantern'));
    expect(isUuid(a)).toBe(true);
    expect(a[14]).toBe('5');
    expect('89ab').toContain(a[19]);
    expect(catalogId('episode', 'lantern')).not.toBe(a);
    expect(contentHash([1, 'a'])).toBe(contentHash([1, 'a']));
    expect(contentHash([1, 'a'])).not.toBe(contentHash([1, 'b']));
  });
});

describe('slug rule (docs/product.md)', () => {
  it('lower-cases, trims, drops other characters, turns whitespace into hyphens', () => {
    expect(slugify('  The Ninth Scroll!  ')).toBe('the-ninth-scroll');
    expect(slugify("Robot Grandma's   Kitchen")).toBe('robot-grandmas-kitchen');
    expect(slugify('Route-3 _ok_')).toBe('route-3-_ok_');
  });

  it('suffixes on collision and keeps an existing numbered slug', () => {
    const taken = new Set(['a', 'a-2']);
    expect(uniqueSlug('a', undefined, (s) => taken.has(s))).toBe('a-3');
    expect(uniqueSlug('a', 'a-2', (s) => taken.has(s))).toBe('a-2');
    expect(uniqueSlug('b', undefined, (s) => taken.has(s))).toBe('b');
    expect(uniqueSlug('', undefined, () => false)).toBe('comic');
  });
});

describe('catalog HTML', () => {
  it('removes scripts, event handlers and javascript: links; keeps formatting and safe links', () => {
    const out = sanitizeCatalogHtml(
      '<p style="text-align:center;color:red" onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://ok.example" target="_blank">ok</a><iframe src="https://evil"></iframe></p>',
    );
    expect(out).toBe(
      '<p style="text-align:center">Hi <b>there</b><a rel="noopener noreferrer nofollow">bad</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>',
    );
  });
});

describe('catalog schema', () => {
  it('accepts an empty catalog and reports every problem with a pointer', () => {
    expect(validateCatalogSchema({})).toEqual([]);
    const problems = validateCatalogSchema({ plans: [{ key: 'p' }], nope: 1, popularTags: [5] });
    const pointers = problems.map((p) => p.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/nope', '/plans/0/name', '/plans/0/duration', '/popularTags/0']));
  });

  it('weekday of a release date is its UTC day', () => {
    expect(weekdayOf('2026-03-02T23:30:00Z')).toBe('MON');
  });
});
