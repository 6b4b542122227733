// A listing page's banner (spec §2 Listings): linked to the banner's url, with the fallback image.
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';

export function ListingBanner({ image, url }: { image?: string | null; url?: string | null }) {
  const { t } = useTranslation();
  const img = <Image src={image} alt={t('pages.banner')} className="banner__img" width={1200} height={240} loading="eager" />;
  return <div className="banner">{url ? <a href={url}>{img}</a> : img}</div>;
}
