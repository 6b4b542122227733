import {
  GraphQLError, Kind, getArgumentValues, getNamedType, getNullableType, isCompositeType, isInterfaceType, isListType, isObjectType,
  type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLCompositeType, type GraphQLField,
  type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode, getVariableValues,
} from 'graphql';
import { LIST_SIZE, pageSize, type ListSizeSpec } from './list-size.js';

/** The size counted for an object list whose field declares none (ListSize). */
export const UNDECLARED_LIST_SIZE = 50;

export const COST_LIMIT_CODE = 'GRAPHQL_COST_LIMIT';
export const CYCLE_LIMIT_CODE = 'GRAPHQL_CYCLE_LIMIT';

/**
 * The cost of an operation is the number of field values it can resolve: every field counts once
 * for each object it is resolved on, and a list multiplies everything selected inside it by its
 * size (its size argument clamped to its declared maximum, else that maximum), so nested lists
 * compound. A composite field may not be selected again inside itself: a cycle of the schema
 * (comic → episodes → comic) is walked at most once per operation.
 *
 * Throws a GraphQLError (COST_LIMIT_CODE or CYCLE_LIMIT_CODE) as soon as the walk passes
 * `maxCost` or repeats a field; returns the cost otherwise. Variables are the raw request
 * variables; when they do not coerce, the declared maxima are counted (execution refuses them).
 */
export function operationCost(
  schema: GraphQLSchema, document: DocumentNode, opts: { operationName?: string | null; variables?: Record<string, unknown> | null; maxCost: number },
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    else if (d.kind === Kind.OPERATION_DEFINITION && (!opts.operationName || d.name?.value === opts.operationName)) operation ??= d;
  }
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], opts.variables ?? {});
  const variables = coerced.coerced ?? {};

  let cost = 0;
  const onPath = new Set<string>();
  const inFragment = new Set<string>();

  const argument = (field: GraphQLField<unknown, unknown>, node: FieldNode, name: string): unknown => {
    try { return getArgumentValues(field, node, variables)[name]; } catch { return undefined; }
  };

  const walk = (type: GraphQLCompositeType, set: SelectionSetNode, multiplier: number, page: number | undefined): void => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const t = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
        if (t && isCompositeType(t)) walk(t, sel.selectionSet, multiplier, page);
        continue;
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const name = sel.name.value;
        const frag = fragments.get(name);
        const t = frag && schema.getType(frag.typeCondition.name.value);
        if (!frag || !t || !isCompositeType(t) || inFragment.has(name)) continue;
        inFragment.add(name);
        walk(t, frag.selectionSet, multiplier, page);
        inFragment.delete(name);
        continue;
      }
      const name = sel.name.value;
      if (name === '__schema' || name === '__type') continue; // introspection has its own switch
      cost += multiplier;
      if (cost > opts.maxCost) throw costError(cost, opts.maxCost);
      if (!sel.selectionSet || !(isObjectType(type) || isInterfaceType(type))) continue;
      const field = type.getFields()[name];
      if (!field) continue;
      const child = getNamedType(field.type);
      if (!isCompositeType(child)) continue;

      const coordinate = `${type.name}.${name}`;
      if (onPath.has(coordinate)) throw cycleError(coordinate);
      const spec = field.extensions?.[LIST_SIZE] as ListSizeSpec | undefined;
      const isList = isListType(getNullableType(field.type));
      let size = 1;
      let childPage: number | undefined;
      if (spec) {
        const n = spec.fromPage ? page ?? spec.max : pageSize(spec.sizeArg ? argument(field, sel, spec.sizeArg) as number | undefined : undefined, spec.max);
        if (isList) size = n; else childPage = n;
      } else if (isList) {
        size = UNDECLARED_LIST_SIZE;
      }
      onPath.add(coordinate);
      walk(child, sel.selectionSet, multiplier * size, childPage);
      onPath.delete(coordinate);
    }
  };
  walk(root, operation.selectionSet, 1, undefined);
  return cost;
}

function costError(cost: number, max: number): GraphQLError {
  return new GraphQLError(
    `Query cost exceeds the limit of ${max} (counted ${cost} so far): every list multiplies what is selected inside it by its limit or declared maximum; ask for smaller pages or fewer nested lists`,
    { extensions: { code: COST_LIMIT_CODE, limit: max } },
  );
}

function cycleError(coordinate: string): GraphQLError {
  return new GraphQLError(
    `${coordinate} is selected again inside itself: a cycle of the schema (such as comic → episodes → comic) may be walked at most once per operation`,
    { extensions: { code: CYCLE_LIMIT_CODE, field: coordinate } },
  );
}
