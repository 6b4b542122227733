import passport from 'passport';
import type { Strategy } from 'passport';

/** What a strategy sees of a request: its headers and URL, never the framework's request object. */
export interface CredentialSource {
  headers: Record<string, string | string[] | undefined>;
  url?: string;
}

/** How passport ended: the user of the first strategy that succeeded, else what each strategy said when it passed. */
export type PassportOutcome<U> = { user: U; misses: [] } | { user: null; misses: unknown[] };

/**
 * Runs passport's `authenticate` with the given strategy instances, in order, on `source`: the
 * first that succeeds wins. Each call works on fresh objects derived from the instances (passport
 * binds its success/fail actions onto the strategy object), so concurrent requests never share
 * one. The instances come from Nest's container, so each app uses its own strategies, not
 * passport's process-wide registry (a test process runs several apps).
 */
export function authenticateWith<U, S extends CredentialSource = CredentialSource>(
  strategies: Strategy[],
  source: S,
): Promise<PassportOutcome<U>> {
  return new Promise((resolve, reject) => {
    const layers = strategies.map((s) => Object.create(s) as Strategy);
    // passport takes strategy instances as well as names in this list; its type declarations name only strings.
    const run = passport.authenticate(layers as unknown as string[], { session: false }, (err: unknown, user: U | false, info: unknown) => {
      if (err) return reject(err);
      if (user) return resolve({ user, misses: [] });
      resolve({ user: null, misses: Array.isArray(info) ? info : [info] });
    });
    // Reached only if a strategy calls pass() or redirect(); none of Koma's do.
    run(source, {}, (err?: unknown) => reject(err ?? new Error('authentication ended without an outcome')));
  });
}
