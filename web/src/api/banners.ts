// Active banners (docs/product.md, The REST calls get-banner; : only those whose window holds now, the server filters),
// one per listing page (daily, free, genre, ranking, home).
import { useQuery } from '@tanstack/react-query';
import { detailed, rest, type Detailed, type RestAnswer } from '../lib/rest.js';

export interface BannerData {
  _id: string;
  page: string;
  image: string;
  url: string;
}
type Banners = Detailed<RestAnswer<'get', '/api/get-banner'>, { banners?: BannerData[] }>;

const fetchBanners = () => detailed<Banners>(rest.GET('/api/get-banner'));

export function usePageBanner(page: string): BannerData | null {
  const q = useQuery({ queryKey: ['banners'], queryFn: fetchBanners });
  return q.data?.banners?.find((b) => b.page === page) ?? null;
}
