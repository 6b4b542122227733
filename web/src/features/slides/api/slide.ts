// A home slide's rich-text page (spec §7 get-home-slide-data/{id} → slideData.ckEditorData).
import { useCallback } from 'react';
import { rest } from '../../../lib/rest.js';
import { useQuery } from '../../../lib/query.js';

export interface SlideData { _id: string; image: string; url: string; ckEditorData?: string | null }

export function useSlide(id: string | null) {
  const fetcher = useCallback(() => rest<{ slideData: SlideData }>(`/get-home-slide-data/${encodeURIComponent(id!)}`), [id]);
  return useQuery(id ? `slide:${id}` : null, fetcher);
}
