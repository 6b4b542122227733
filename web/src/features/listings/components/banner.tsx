// A listing page's banner (docs/product.md Listings): the active banner of that page, linked to the
// banner's url, with the fallback image when there is none or it fails to load.
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';
import { usePageBanner } from '../../../api/banners.js';

export function ListingBanner({ page }: { page: string }) {
  const { t } = useTranslation();
  const banner = usePageBanner(page);
  const img = <Image src={banner?.image} alt={t('pages.banner')} className="banner__img" width={1200} height={300} loading="eager" />;
  return (
    <div className="banner" data-testid="listing-banner">
      {banner?.url ? <a href={banner.url}>{img}</a> : img}
    </div>
  );
}
