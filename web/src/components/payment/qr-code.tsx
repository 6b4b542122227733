// A QR code image: the provider's own PNG when it sent one that decodes, else drawn from the QR
// text with the qrcode package.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

function loads(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.naturalWidth > 0);
    probe.onerror = () => resolve(false);
    probe.src = src;
  });
}

export function QrCode({ text, image, alt, size = 220 }: { text: string; image?: string | null; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    void (async () => {
      if (image && (await loads(image))) {
        if (live) setSrc(image);
        return;
      }
      const drawn = await QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }).catch(() => null);
      if (live) setSrc(drawn);
    })();
    return () => {
      live = false;
    };
  }, [text, image, size]);
  return src ? (
    <img className="qr__image" src={src} alt={alt} width={size} height={size} />
  ) : (
    <div className="qr__image qr__image--empty" role="img" aria-label={alt} style={{ width: size, height: size }} />
  );
}
