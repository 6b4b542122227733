// The web client's GraphQL requests as a test sees them: queries go as GET
// (`/graphql?query=…&operationName=…&variables=…`), mutations as a JSON POST. A fixture answers one
// operation by name; Graphcache normalises what it gets, so a fixture's objects carry __typename.
import type { Page, Request, Route } from 'playwright-core';

export interface GraphqlCall {
  name: string;
  variables: Record<string, unknown>;
}

/** The operation a request carries, or null for any other request. */
export function graphqlCall(request: Request): GraphqlCall | null {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return null;
  if (request.method() === 'GET') {
    const name = url.searchParams.get('operationName');
    return name ? { name, variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown> } : null;
  }
  const body = request.postDataJSON() as { operationName?: string; query?: string; variables?: Record<string, unknown> } | null;
  const name = body?.operationName ?? /\b(?:query|mutation|subscription)\s+(\w+)/.exec(body?.query ?? '')?.[1];
  return name ? { name, variables: body?.variables ?? {} } : null;
}

/**
 * Answers the page's `name` operations with what `answer` returns (a GraphQL response body: `{ data }`
 * or `{ errors }`), or lets the request through when it returns undefined; `status` for a failed one.
 */
export async function routeGraphql(
  page: Page,
  name: string,
  answer: (call: GraphqlCall, route: Route) => unknown,
  { status = 200 }: { status?: number } = {},
): Promise<void> {
  await page.route(
    (u) => u.pathname === '/graphql',
    async (route) => {
      const call = graphqlCall(route.request());
      if (call?.name !== name) return route.fallback();
      const body = await answer(call, route);
      if (body === undefined) return route.fallback();
      return route.fulfill({ status, contentType: 'application/graphql-response+json; charset=utf-8', body: JSON.stringify(body) });
    },
  );
}
