// An image with a fallback: a broken or missing source shows the fallback art instead. Alt text is required.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { imageUrl } from '../lib/images.js';
import fallbackImage from '../assets/fallback.svg';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  fallback?: string;
}

export function Image({ src, alt, fallback = fallbackImage, loading = 'lazy', decoding = 'async', ...rest }: ImageProps) {
  const resolved = imageUrl(src) ?? fallback;
  const [current, setCurrent] = useState(resolved);
  useEffect(() => setCurrent(resolved), [resolved]);
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      loading={loading}
      decoding={decoding}
      onError={() => { if (current !== fallback) setCurrent(fallback); }}
    />
  );
}
