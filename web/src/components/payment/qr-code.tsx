// A QR code image: the provider's own PNG when it sent one, else drawn from the QR text with
// the qrcode package.
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

export function QrCode({ text, image, alt, size = 220 }: { text: string; image?: string | null; alt: string; size?: number }) {
  const [url, setUrl] = useState<string | null>(image ?? null);
  useEffect(() => {
    if (image) { setUrl(image); return; }
    let live = true;
    QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }).then((u) => { if (live) setUrl(u); }, () => { if (live) setUrl(null); });
    return () => { live = false; };
  }, [text, image, size]);
  return url ? <img className="qr__image" src={url} alt={alt} width={size} height={size} /> : <div className="qr__image qr__image--empty" style={{ width: size, height: size }} />;
}
