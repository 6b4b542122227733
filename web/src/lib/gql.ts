// The text a toast shows for a failed GraphQL operation (spec §8): the server's message, the
// error's own, or the fallback.
import type { CombinedError } from 'urql';
import { DEFAULT_ERROR } from './rest.js';

export function gqlMessage(error: CombinedError | undefined | null, fallback = DEFAULT_ERROR): string {
  if (!error) return fallback;
  const first = error.graphQLErrors?.[0]?.message;
  if (first) return first;
  if (error.networkError?.message) return error.networkError.message;
  return fallback;
}

/** The error's stable code (extensions.code), when the server sent one. */
export function gqlCode(error: CombinedError | undefined | null): string | undefined {
  const code = error?.graphQLErrors?.[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
