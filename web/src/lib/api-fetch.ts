// The fetch every API call (lib/rest.ts, lib/graphql.ts) goes through: the browser's own, or, when
// the server renders a page (entry-server.tsx), one that answers from the server in-process. Each
// answer's Date header is noted (lib/server-time.ts).
import { noteResponseDate } from './server-time.js';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

let current: Fetch = (input, init) => fetch(input, init);

export const apiFetch: Fetch = (input, init) =>
  current(input, init).then((res) => {
    noteResponseDate(res);
    return res;
  });

/** Replaces the transport (server rendering only: the browser keeps its own fetch). */
export function setApiFetch(fetcher: Fetch): void {
  current = fetcher;
}
