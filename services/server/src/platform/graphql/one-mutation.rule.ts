import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const ONE_MUTATION_CODE = 'GRAPHQL_ONE_MUTATION';

/** The root fields a selection set selects, through fragments, without `__typename`. */
function rootFields(set: SelectionSetNode, context: ValidationContext, seen = new Set<string>()): string[] {
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return s.name.value === '__typename' ? [] : [s.alias?.value ?? s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet, context, seen);
    if (seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    const fragment = context.getFragment(s.name.value);
    return fragment ? rootFields(fragment.selectionSet, context, seen) : [];
  });
}

/**
 * A mutation operation runs exactly one mutation field (docs/adr/0055). Each is one command with
 * its own Idempotency-Key and its own answer: two in one request would share the key, and one
 * failing would hide that the other was carried out. Refused before anything runs.
 */
export function OneMutationPerRequestRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      const fields = rootFields(node.selectionSet, context);
      if (fields.length > 1) {
        context.reportError(
          new GraphQLError(
            `A request may carry one mutation; this one has ${fields.length} (${fields.slice(0, 5).join(', ')}${fields.length > 5 ? ', …' : ''}). Send each in a request of its own.`,
            { nodes: [node], extensions: { code: ONE_MUTATION_CODE, fields: fields.length } },
          ),
        );
      }
    },
  };
}

export function useOneMutationPerRequest(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(OneMutationPerRequestRule);
    },
  };
}
