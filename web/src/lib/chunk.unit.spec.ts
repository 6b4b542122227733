// lazyPage: a page whose chunk has already arrived (importPage, as route-preload.ts calls it)
// renders in the first pass; otherwise it suspends to its fallback as React.lazy does.
import { describe, expect, test } from '@jest/globals';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { importPage, lazyPage } from './chunk.js';

const page = () => Promise.resolve({ Page: () => createElement('h1', null, 'the page') });
const html = (Page: ReturnType<typeof lazyPage>) =>
  renderToString(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Page)));

describe('lazyPage', () => {
  test('renders a page whose chunk has arrived without suspending', async () => {
    const importer = () => page();
    await importPage(importer);
    expect(html(lazyPage(importer, 'Page'))).toBe('<!--$--><h1>the page</h1><!--/$-->');
  });

  test('suspends to the fallback while the chunk is still on its way', () => {
    const out = html(lazyPage(() => page(), 'Page'));
    expect(out).toContain('<p>loading</p>');
    expect(out).not.toContain('the page');
  });
});
