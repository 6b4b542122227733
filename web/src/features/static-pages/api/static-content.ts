// Static page content (GraphQL): `faq` (the FAQ's groups), `staticPages` (terms, privacy) and
// `about`; the contact form's step is REST add-contactus (the schema has no mutation for it).
import { graphql } from '../../../gql/index.js';
import { useGraphqlQuery } from '../../../lib/graphql.js';
import { rest } from '../../../lib/rest.js';

const FAQ_QUERY = graphql(`
  query Faq { faq { id title content { question answer } } }
`);
const STATIC_PAGES_QUERY = graphql(`
  query StaticPages { staticPages { id page content } }
`);
const ABOUT_QUERY = graphql(`
  query About { about { banner vision visionText content { title detail } } }
`);

export function useFaq() {
  const q = useGraphqlQuery(FAQ_QUERY, undefined);
  return { ...q, groups: q.data?.faq ?? [] };
}

export function useStaticPage(page: 'terms' | 'privacy') {
  const q = useGraphqlQuery(STATIC_PAGES_QUERY, undefined);
  return { ...q, content: q.data?.staticPages.find((p) => p.page === page)?.content ?? null };
}

export function useAbout() {
  const q = useGraphqlQuery(ABOUT_QUERY, undefined);
  return { ...q, about: q.data?.about ?? null };
}

export function sendContact(body: { name: string; email: string; description: string }) {
  return rest.POST('/api/add-contactus', { body });
}
