// index.html with a prerendered page: the markup in #root, the data as a JSON script after it, the
// page's stylesheets after index.html's (inline when their text is given), the entry and the page's
// chunks asked for after the first paint; the CSP hash matches the one inline script.
import { createHash } from 'node:crypto';
import { START_AFTER_PAINT, START_AFTER_PAINT_CSP, serverBuildDir, withPrerendered } from './page-prerender.js';

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><link rel="modulepreload" crossorigin href="/assets/home-page-b.js">' +
  '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="stylesheet" crossorigin href="/assets/index-a.css">' +
  '</head><body><div id="root"></div></body></html>';
const page = { html: '<main><h1>Koma</h1></main>', state: '{"queries":[{"t":"\\u003c/script>"}]}' };

describe('withPrerendered', () => {
  it("puts the markup in #root, the data after it, the page's stylesheets last in the head; the entry and chunks are asked for after the first paint", () => {
    const { html, etag } = withPrerendered(INDEX, page, { css: ['/assets/home-page-c3.css'] });
    expect(html).toBe(
      '<!doctype html><html><head><meta charset="UTF-8" />' +
        `<script data-entry="/assets/index-a.js" data-chunks="/assets/home-page-b.js">${START_AFTER_PAINT}</script>` +
        '<link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" crossorigin href="/assets/home-page-c3.css"></head>' +
        '<body><div id="root"><main><h1>Koma</h1></main></div>' +
        '<script type="application/json" id="koma-state">{"queries":[{"t":"\\u003c/script>"}]}</script></body></html>',
    );
    expect(etag).toMatch(/^W\/"h[\w-]{22}"$/);
    expect(withPrerendered(INDEX, page).etag).not.toBe(etag);
  });

  it("tells the start of the shell whether the page's largest paint is an image", () => {
    expect(withPrerendered(INDEX, page, { image: true }).html).toContain(
      '<script data-entry="/assets/index-a.js" data-chunks="/assets/home-page-b.js" data-image>',
    );
  });

  it('sends the stylesheets whose text it is given inline, in their places', () => {
    const texts: Record<string, string> = {
      '/assets/index-a.css': 'body{color:red}',
      '/assets/home-page-c3.css': '.x{content:"</STYLE>"}',
    };
    const { html } = withPrerendered(INDEX, page, { css: ['/assets/home-page-c3.css'], stylesheet: (href) => texts[href] });
    // A text that could end its <style> stays a link.
    expect(html).toContain(
      '<style data-href="/assets/index-a.css">body{color:red}</style><link rel="stylesheet" crossorigin href="/assets/home-page-c3.css"></head>',
    );
  });

  it('links only same-origin .css paths', () => {
    const { html } = withPrerendered(INDEX, page, {
      css: ['//evil.example/x.css', '/a.css" onload="x', 'javascript:x.css', '/assets/ok.css', '/assets/x.js'],
    });
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css">',
      '<link rel="stylesheet" crossorigin href="/assets/ok.css">',
    ]);
  });

  it('takes `$` patterns in the markup literally', () => {
    expect(withPrerendered(INDEX, { html: "<p>$& $' $1</p>", state: '{}' }).html).toContain('<div id="root"><p>$& $\' $1</p></div>');
  });

  it('leaves an index.html without an empty root as it is', () => {
    const other = INDEX.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withPrerendered(other, page, { css: ['/assets/a.css'] }).html).toBe(other);
  });
});

describe('START_AFTER_PAINT_CSP', () => {
  it('is the hash of the inline script', () => {
    expect(START_AFTER_PAINT_CSP).toBe(`'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`);
  });
});

describe('serverBuildDir', () => {
  it("is the browser build's folder with -server", () => {
    expect(serverBuildDir('/srv/web/dist')).toBe('/srv/web/dist-server');
    expect(serverBuildDir('/srv/web/dist/')).toBe('/srv/web/dist-server');
  });
});
