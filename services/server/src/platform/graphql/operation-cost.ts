import {
  GraphQLError,
  Kind,
  getArgumentValues,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getVariableValues,
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
 * Throws a GraphQLError: CYCLE_LIMIT_CODE when a field repeats inside itself (checked first, on
 * the document alone), COST_LIMIT_CODE as soon as the count passes `maxCost` (the walk stops
 * there); returns the cost otherwise. Variables are the raw request variables; when they do not
 * coerce, the declared maxima are counted (execution then refuses them).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  opts: { operationName?: string | null; variables?: Record<string, unknown> | null; maxCost: number },
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

  checkCycles(schema, fragments, root, operation.selectionSet);

  let cost = 0;
  const inFragment = new Set<string>();

  const argument = (field: GraphQLField<unknown, unknown>, node: FieldNode, name: string): unknown => {
    try {
      return getArgumentValues(field, node, variables)[name];
    } catch {
      return undefined;
    }
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
      // Introspection fields (__schema, __type) count once and are not walked: they are not in getFields().
      cost += multiplier;
      if (cost > opts.maxCost) throw costError(cost, opts.maxCost);
      const field = sel.selectionSet ? compositeField(type, sel.name.value) : undefined;
      if (!field) continue;
      const spec = field.extensions?.[LIST_SIZE] as ListSizeSpec | undefined;
      const isList = isListType(getNullableType(field.type));
      let size = 1;
      let childPage: number | undefined;
      if (spec) {
        const n = spec.fromPage
          ? (page ?? spec.max)
          : pageSize(spec.sizeArg ? (argument(field, sel, spec.sizeArg) as number | undefined) : undefined, spec.max);
        if (isList) size = n;
        else childPage = n;
      } else if (isList) {
        size = UNDECLARED_LIST_SIZE;
      }
      walk(getNamedType(field.type) as GraphQLCompositeType, sel.selectionSet!, multiplier * size, childPage);
    }
  };
  walk(root, operation.selectionSet, 1, undefined);
  return cost;
}

/** The field `name` of `type` when it returns an object, interface or union (one a selection set walks into). */
function compositeField(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (!isObjectType(type) && !isInterfaceType(type)) return undefined;
  const field = type.getFields()[name];
  return field && isCompositeType(getNamedType(field.type)) ? field : undefined;
}

/**
 * Throws when a composite field (Type.field) is selected again anywhere inside its own
 * selection, fragments included. Each selection set's field set is computed once (fragments
 * spread many times are not walked again), so the check is linear in the document.
 */
function checkCycles(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  root: GraphQLCompositeType,
  rootSet: SelectionSetNode,
): void {
  const inside = new Map<SelectionSetNode, Set<string>>();
  const fieldsIn = (type: GraphQLCompositeType, set: SelectionSetNode): Set<string> => {
    let found = inside.get(set);
    if (found) return found;
    found = new Set();
    inside.set(set, found);
    const add = (more: Set<string>) => {
      for (const c of more) found!.add(c);
    };
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const t = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : type;
        if (t && isCompositeType(t)) add(fieldsIn(t, sel.selectionSet));
      } else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value);
        const t = frag && schema.getType(frag.typeCondition.name.value);
        if (frag && t && isCompositeType(t)) add(fieldsIn(t, frag.selectionSet));
      } else if (sel.selectionSet) {
        const field = compositeField(type, sel.name.value);
        if (!field) continue;
        const coordinate = `${type.name}.${sel.name.value}`;
        const below = fieldsIn(getNamedType(field.type) as GraphQLCompositeType, sel.selectionSet);
        if (below.has(coordinate)) throw cycleError(coordinate);
        found.add(coordinate);
        add(below);
      }
    }
    return found;
  };
  fieldsIn(root, rootSet);
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
