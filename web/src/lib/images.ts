// Image paths (spec §3): a stored path starting with 'uploads' is served by the API host (the same
// origin here, contract §2); anything else (absolute URL, site path) is used as is.
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^\/?uploads\//.test(path)) return path.startsWith('/') ? path : `/${path}`;
  return path;
}

/**
 * Asks for a page's largest image (the LCP element) before React renders it: a
 * `<link rel="preload" as="image" fetchpriority="high">` for the same URL the `<img>` will use,
 * so the browser fetches it once, as soon as the data naming it has arrived.
 */
export function preloadImage(path: string | null | undefined): void {
  const href = imageUrl(path);
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
