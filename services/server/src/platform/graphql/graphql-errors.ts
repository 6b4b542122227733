import { GraphQLError } from 'graphql';
import { DomainError } from '../errors/domain-error.js';
import { logger } from '../logging/logger.js';
import { isUnstorableText, unstorableTextError } from '../errors/unstorable-text.js';
import { unavailableDependency } from '../errors/dependency-unavailable.js';
import { unavailable } from '../errors/errors.filter.js';

/** Maps errors once to GraphQL: DomainError → its code and category; anything else masked. */
export function maskGraphqlError(error: unknown): Error {
  let original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (isUnstorableText(original)) original = unstorableTextError();
  if (original instanceof DomainError) {
    return new GraphQLError(original.message, {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: original.code, category: original.category, status: original.status },
    });
  }
  if (original instanceof GraphQLError) {
    // Parse and validation errors (including armor's limits) are the caller's: keep their text.
    const code = (original.extensions?.code as string | undefined) ?? 'GRAPHQL_VALIDATION_FAILED';
    return new GraphQLError(original.message, { nodes: original.nodes, path: original.path, extensions: { ...original.extensions, code } });
  }
  if (error instanceof GraphQLError && !error.originalError) {
    return new GraphQLError(error.message, {
      nodes: error.nodes,
      path: error.path,
      extensions: { ...error.extensions, code: error.extensions?.code ?? 'GRAPHQL_VALIDATION_FAILED' },
    });
  }
  const down = unavailableDependency(original);
  if (down) {
    const { status, body } = unavailable(down, original);
    return new GraphQLError(body.message, {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: body.code, category: 'unavailable', status },
    });
  }
  logger.error({ err: original }, 'unhandled GraphQL error');
  return new GraphQLError('An error occurred', {
    path: error instanceof GraphQLError ? error.path : undefined,
    extensions: { code: 'INTERNAL', category: 'internal' },
  });
}
