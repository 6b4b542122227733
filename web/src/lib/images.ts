// Image paths (docs/product.md): a stored path starting with 'uploads' is served by the API host (the same
// origin here, docs/product.md, The REST calls); anything else (absolute URL, site path) is used as is.
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^\/?uploads\//.test(path)) return path.startsWith('/') ? path : `/${path}`;
  return path;
}

/** One stored width of an image, as the API's `…Widths` fields list them (narrowest first). */
export interface ImageWidth {
  image: string;
  width: number;
}

/** The `srcset` for an image's stored widths; none for fewer than two (the plain `src` is all there is). */
export function srcSet(widths: readonly ImageWidth[] | null | undefined): string | undefined {
  if (!widths || widths.length < 2) return undefined;
  return widths.map((w) => `${imageUrl(w.image)} ${w.width}w`).join(', ');
}

/**
 * The `sizes` of the images that have widths, from their CSS at each breakpoint. The server's route
 * hints (services/server/src/modules/catalog/catalog-route-hints.ts) preload hero and cover with
 * these same strings, so the browser picks the same width for the preload and the `<img>`.
 */
export const IMAGE_SIZES = {
  /** home.css: one slide a view below 630 px, three above. */
  hero: '(min-width: 630px) 34vw, 100vw',
  /** comic.css: min(260px, 70vw). */
  cover: '260px',
  /** comic-card.css: shelves 40 % and 2-column grids below 720 px, about 170–200 px above. */
  card: '(min-width: 720px) 200px, 45vw',
} as const;

/**
 * Asks for a page's largest image (the LCP element) before React renders it: a
 * `<link rel="preload" as="image" fetchpriority="high">` for the same URL the `<img>` will use, or
 * with its srcset and sizes (and no href, which would be fetched too) the same width, so the
 * browser fetches it once, as soon as the data naming it has arrived. Not again when index.html's
 * route hints already asked for it.
 */
export function preloadImage(path: string | null | undefined, widths?: readonly ImageWidth[] | null, sizes?: string): void {
  const href = imageUrl(path);
  // Rendered on the server there is no document: the page's index.html hints the image itself.
  if (!href || typeof document === 'undefined') return;
  const srcset = sizes ? srcSet(widths) : undefined;
  const same = srcset ? `[imagesrcset="${CSS.escape(srcset)}"]` : `[href="${CSS.escape(href)}"]`;
  if (document.head.querySelector(`link[rel="preload"]${same}`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  if (srcset) {
    link.imageSrcset = srcset;
    link.imageSizes = sizes!;
  } else link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
