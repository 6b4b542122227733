// index.html with a prerendered page: the markup in #root, the data as a JSON script after it, the
// page's stylesheets at the end of the head; nothing else of the file changes.
import { serverBuildDir, withPrerendered } from './page-prerender.js';

const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>';
const page = { html: '<main><h1>Koma</h1></main>', state: '{"queries":[{"t":"\\u003c/script>"}]}' };

describe('withPrerendered', () => {
  it('puts the markup in #root, the data after it and the page\'s stylesheets at the end of the head', () => {
    const { html, etag } = withPrerendered(INDEX, page, ['/assets/home-page-c3.css']);
    expect(html).toBe('<!doctype html><html><head><meta charset="UTF-8" /><script type="module" src="/assets/index-a.js"></script>'
      + '<link rel="stylesheet" crossorigin href="/assets/home-page-c3.css"></head><body><div id="root"><main><h1>Koma</h1></main></div>'
      + '<script type="application/json" id="koma-state">{"queries":[{"t":"\\u003c/script>"}]}</script></body></html>');
    expect(etag).toMatch(/^W\/"h[\w-]{22}"$/);
    expect(withPrerendered(INDEX, page).etag).not.toBe(etag);
  });

  it('links only same-origin .css paths', () => {
    const { html } = withPrerendered(INDEX, page, ['//evil.example/x.css', '/a.css" onload="x', 'javascript:x.css', '/assets/ok.css', '/assets/x.js']);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" crossorigin href="/assets/ok.css">']);
  });

  it('takes `$` patterns in the markup literally', () => {
    expect(withPrerendered(INDEX, { html: "<p>$& $' $1</p>", state: '{}' }).html).toContain("<div id=\"root\"><p>$& $' $1</p></div>");
  });

  it('leaves an index.html without an empty root as it is', () => {
    const other = INDEX.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(withPrerendered(other, page, ['/assets/a.css']).html).toBe(other);
  });
});

describe('serverBuildDir', () => {
  it('is the browser build\'s folder with -server', () => {
    expect(serverBuildDir('/srv/web/dist')).toBe('/srv/web/dist-server');
    expect(serverBuildDir('/srv/web/dist/')).toBe('/srv/web/dist-server');
  });
});
