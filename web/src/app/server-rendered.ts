// A landing page the server rendered for a visitor (ADR 0050): its markup in #root and the data it
// was rendered from in #koma-state. The entry hydrates it when this browser's view is a visitor's;
// otherwise (someone signed in, adult titles shown, Mongolian) it renders the page itself.
import type { SSRData } from '@urql/core';
import { LOCAL_KEYS, localStore, storedCredentials } from '../lib/storage.js';

interface View {
  signedIn: boolean;
  isPlus: boolean;
  language: string | null;
}

/** Nobody signed in, adult titles hidden, English: the view the server renders pages in. */
export const isVisitorView = (view: View) => !view.signedIn && !view.isPlus && view.language !== 'mongolian';

/** This browser's view, as stored. */
export const storedView = (): View => ({
  signedIn: storedCredentials() !== null,
  isPlus: localStore.get<boolean>(LOCAL_KEYS.isPlus) === true,
  language: localStore.get<string>(LOCAL_KEYS.language),
});

/**
 * The server's data (urql's SSR data, for the client's ssrExchange) when `root` holds a page
 * rendered for this browser's view: the entry then hydrates. Otherwise clears what the server
 * rendered and answers null.
 */
export function adoptServerRender(root: HTMLElement): SSRData | null {
  const script = document.getElementById('koma-state');
  script?.remove();
  if (!script || !root.firstChild || !isVisitorView(storedView())) {
    root.replaceChildren();
    return null;
  }
  try {
    const data = JSON.parse(script.textContent ?? '') as unknown;
    if (data && typeof data === 'object' && !Array.isArray(data)) return data as SSRData;
  } catch {
    // not ours: rendered afresh below
  }
  root.replaceChildren();
  return null;
}

/**
 * The stylesheets the server sent inline (`<style data-href>`, page-prerender.ts) count as loaded:
 * the chunk loader adds a page's stylesheet unless a `<link rel="stylesheet">` already names it,
 * and adding one again would make the browser fetch it and restyle and lay out the whole page.
 * Each gets a disabled link, which names it without being fetched or applied.
 */
export function claimInlineStylesheets(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href!;
    document.head.append(link);
  }
}

/**
 * Tells the server whether this browser's pages are a visitor's (`koma_personal`, with the
 * `koma_lang` cookie the language keeps): a browser whose are not gets index.html to render
 * itself rather than a visitor's page first. Not a credential.
 */
export function rememberView(visitor: boolean): void {
  document.cookie = visitor ? 'koma_personal=; path=/; max-age=0; samesite=lax' : 'koma_personal=1; path=/; max-age=31536000; samesite=lax';
}
