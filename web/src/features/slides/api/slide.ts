// A home slide's rich-text page (docs/product.md, The REST calls get-home-slide-data/{id} → slideData.ckEditorData).
import { useQuery } from '@tanstack/react-query';
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';
import { useQueryState } from '../../../lib/query-client.js';

export interface SlideData {
  _id: string;
  image: string;
  url: string;
  ckEditorData?: string | null;
}

type Slide = Detailed<RestAnswer<'get', '/api/get-home-slide-data/{id}'>, { slideData: SlideData }>;

export function useSlide(id: string | null) {
  return useQueryState(
    useQuery({
      queryKey: ['slide', id],
      queryFn: () => detailed<Slide>(rest.GET('/api/get-home-slide-data/{id}', { params: { path: { id: id! } } })),
      enabled: id !== null,
    }),
    id !== null,
  );
}
