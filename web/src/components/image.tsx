// An image with a fallback: a broken or missing source shows the fallback art instead. Alt text is
// required. With two or more stored widths it carries a srcset, and `sizes` (IMAGE_SIZES) says how
// wide it is drawn, so a phone downloads the width it shows.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { imageUrl, srcSet, type ImageWidth } from '../lib/images.js';
import fallbackImage from '../assets/fallback.svg';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet'> {
  src: string | null | undefined;
  alt: string;
  fallback?: string;
  /** The API's `…Widths` of `src`; used with `sizes`. */
  widths?: readonly ImageWidth[] | null;
}

/**
 * Decoded off the frame (`decoding="async"`), except a page's largest image (`fetchPriority="high"`):
 * it is decoded with the frame it arrives for, so a server-rendered page paints it with its text
 * instead of one frame later.
 */
export function Image({ src, alt, fallback = fallbackImage, loading = 'lazy', decoding, widths, sizes, ...rest }: ImageProps) {
  const resolved = imageUrl(src) ?? fallback;
  const [current, setCurrent] = useState(resolved);
  useEffect(() => setCurrent(resolved), [resolved]);
  const srcset = current === resolved && sizes ? srcSet(widths) : undefined;
  return (
    <img
      {...rest}
      src={current}
      srcSet={srcset}
      sizes={srcset ? sizes : undefined}
      alt={alt}
      loading={loading}
      decoding={decoding ?? (rest.fetchPriority === 'high' ? 'sync' : 'async')}
      onError={() => {
        if (current !== fallback) setCurrent(fallback);
      }}
    />
  );
}
