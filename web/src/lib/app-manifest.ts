// The installed app's web app manifest follows the interface language: one per language (written
// by build/web-manifests.ts), linked from index.html (English) and by the server for a browser
// whose `koma_lang` cookie is Mongolian (services/server/src/platform/http/client-pages.ts).

export const MANIFEST_HREFS = { en: '/manifest.webmanifest', mn: '/manifest.mn.webmanifest' } as const;

/** Points the document's `<link rel="manifest">` at the language's manifest. */
export function linkManifest(code: keyof typeof MANIFEST_HREFS): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link && link.getAttribute('href') !== MANIFEST_HREFS[code]) link.setAttribute('href', MANIFEST_HREFS[code]);
}
