// A home slide's rich-text page (spec §7 get-home-slide-data/{id} → slideData.ckEditorData).
import { useQuery } from '@tanstack/react-query';
import { rest } from '../../../lib/rest.js';
import { useQueryState } from '../../../lib/query-client.js';

export interface SlideData {
  _id: string;
  image: string;
  url: string;
  ckEditorData?: string | null;
}

export function useSlide(id: string | null) {
  return useQueryState(
    useQuery({
      queryKey: ['slide', id],
      queryFn: () => rest<{ slideData: SlideData }>(`/get-home-slide-data/${encodeURIComponent(id!)}`),
      enabled: id !== null,
    }),
    id !== null,
  );
}
