// Static page content (docs/product.md, The REST calls): get-faq (totalFaq), get-static-page (static: terms, privacy),
// get-about (about, first item used), and the contact form's add-contactus.
import { useQuery } from '@tanstack/react-query';
import { detailed, rest, type Detailed, type RestAnswer } from '../../../lib/rest.js';
import { useQueryState } from '../../../lib/query-client.js';

export interface FaqGroup {
  _id: string;
  title: string;
  content?: Array<{ question: string; answer: string }> | null;
}
export interface StaticPageData {
  _id: string;
  page: 'terms' | 'privacy' | string;
  content: string;
}
export interface AboutData {
  banner?: string;
  vision?: string;
  vision_text?: string;
  content?: Array<{ title: string; detail: string }> | null;
}

type Faq = Detailed<RestAnswer<'get', '/api/get-faq'>, { totalFaq?: FaqGroup[] }>;
type StaticPages = Detailed<RestAnswer<'get', '/api/get-static-page'>, { static?: StaticPageData[] }>;
/** A list, though the document calls it an object. */
type About = Detailed<RestAnswer<'get', '/api/get-about'>, { about?: AboutData[] }>;

export function useFaq() {
  const q = useQueryState(useQuery({ queryKey: ['faq'], queryFn: () => detailed<Faq>(rest.GET('/api/get-faq')) }));
  return { ...q, groups: q.data?.totalFaq ?? [] };
}

export function useStaticPage(page: 'terms' | 'privacy') {
  const q = useQueryState(useQuery({ queryKey: ['static-pages'], queryFn: () => detailed<StaticPages>(rest.GET('/api/get-static-page')) }));
  return { ...q, content: q.data?.static?.find((p) => p.page === page)?.content ?? null };
}

export function useAbout() {
  const q = useQueryState(useQuery({ queryKey: ['about'], queryFn: () => detailed<About>(rest.GET('/api/get-about')) }));
  return { ...q, about: q.data?.about?.[0] ?? null };
}

export function sendContact(body: { name: string; email: string; description: string }) {
  return rest.POST('/api/add-contactus', { body });
}
