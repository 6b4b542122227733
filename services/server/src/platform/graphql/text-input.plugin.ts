import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { controlCharError, findBadText, hasBadChars } from '../http/control-chars.js';
import { maskGraphqlError } from './graphql-errors.js';

/** Documents are parsed once and cached by Yoga: each is checked once. */
const checkedDocuments = new WeakMap<DocumentNode, string | null>();

function badLiteral(document: DocumentNode): string | null {
  const known = checkedDocuments.get(document);
  if (known !== undefined) return known;
  let bad: string | null = null;
  let argument = '';
  visit(document, {
    [Kind.ARGUMENT](node) {
      argument = node.name.value;
    },
    [Kind.STRING](node) {
      if (hasBadChars(node.value, 'text')) {
        bad = `argument ${argument || '?'}`;
        return false;
      }
      return undefined;
    },
  });
  checkedDocuments.set(document, bad);
  return bad;
}

function refusal(at: string) {
  // A result set here skips Yoga's error masking: map it as the masking would.
  const error = controlCharError(at);
  return { errors: [maskGraphqlError(new GraphQLError(error.message, { originalError: error })) as GraphQLError] };
}

/**
 * The GraphQL side of the control-character rule (http/control-chars.ts, `text` strictness):
 * an operation whose variables or inline string literals carry one is refused before it runs,
 * with the validation code, as the REST guards refuse such a request with 400.
 */
export function textInputPlugin(): Plugin {
  const check = (document: DocumentNode, variables: unknown) => findBadText(variables ?? null, 'text', 'variables') ?? badLiteral(document);
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const bad = check(args.document, args.variableValues);
      if (bad) setResultAndStopExecution(refusal(bad));
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const bad = check(args.document, args.variableValues);
      if (bad) setResultAndStopExecution(refusal(bad));
    },
  };
}
