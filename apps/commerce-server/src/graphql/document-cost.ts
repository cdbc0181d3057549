import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import { DEFAULT_PAGE, MAX_PAGE_SIZE } from './pagination';

type Field = GraphQLField<unknown, unknown>;

// The schema may come from graphql's other build (ESM and CommonJS load side by side, see
// errors.ts), whose types fail graphql's `instanceof` checks (isObjectType, getNamedType): types
// are read by shape here.

/** The named type under a field's lists and non-nulls. */
function namedType(type: GraphQLType): GraphQLNamedType {
  let named = type;
  while ('ofType' in named) named = named.ofType;
  return named;
}

/** The fields of an object or interface type; none for the other types. */
const fieldsOf = (type: GraphQLNamedType | null | undefined): Record<string, Field> =>
  type && 'getFields' in type ? (type.getFields() as Record<string, Field>) : {};

/**
 * Whether `field` is a connection as WPGraphQL builds them: it returns a `…Connection` type and
 * takes `first`. Read from the schema, so a connection added to it is counted without a list here.
 */
function isConnection(field: Field): boolean {
  return (
    namedType(field.type).name.endsWith('Connection') &&
    field.args.some((arg) => arg.name === 'first')
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isSize = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * How many items a connection asks for: the largest of `first`, `last` and
 * `where.offsetPagination.size`, written inline or sent in variables; when none is given, the
 * default of `first` in the schema, else WPGraphQL's. Capped at {@link MAX_PAGE_SIZE}, as the
 * server caps every page.
 */
function pageSize(node: FieldNode, field: Field, variables: Record<string, unknown>): number {
  const argument = (name: string): unknown => {
    const value = node.arguments?.find((candidate) => candidate.name.value === name)?.value;
    return value && valueFromASTUntyped(value, variables);
  };
  const where = argument('where');
  const offsetPagination = isRecord(where) ? where.offsetPagination : undefined;
  const sizes = [
    argument('first'),
    argument('last'),
    isRecord(offsetPagination) ? offsetPagination.size : undefined,
  ].filter(isSize);
  const declared = field.args.find((arg) => arg.name === 'first')?.defaultValue;
  const fallback = isSize(declared) ? declared : DEFAULT_PAGE.first;
  const size = sizes.length > 0 ? Math.max(...sizes) : fallback;
  return Math.min(Math.max(size, 0), MAX_PAGE_SIZE);
}

/** The operation's variables: those sent, else their defaults. */
function variablesOf(
  operation: OperationDefinitionNode,
  sent: Record<string, unknown>,
): Record<string, unknown> {
  const defaults = (operation.variableDefinitions ?? []).flatMap((definition) =>
    definition.defaultValue
      ? [[definition.variable.name.value, valueFromASTUntyped(definition.defaultValue)] as const]
      : [],
  );
  return { ...Object.fromEntries(defaults), ...sent };
}

/** The nodes one operation may answer; see {@link documentCost}. */
function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  // A fragment costs the same wherever it is spread (the pages above it multiply it there), so
  // each is counted once: fragments spreading each other twice over cannot blow the count up.
  const fragmentCosts = new Map<string, number>();
  const costOf = (
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType | null | undefined,
  ): number => {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const field = fieldsOf(type)[selection.name.value];
        const below = selection.selectionSet
          ? costOf(selection.selectionSet, field && namedType(field.type))
          : 0;
        cost +=
          field && isConnection(field)
            ? pageSize(selection, field, variables) * (1 + below)
            : below;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition?.name.value;
        cost += costOf(selection.selectionSet, condition ? schema.getType(condition) : type);
      } else {
        const name = selection.name.value;
        if (!fragmentCosts.has(name)) {
          fragmentCosts.set(name, 0); // a cycle (refused by validation already) costs nothing more
          const fragment = fragments.get(name);
          const condition = fragment && schema.getType(fragment.typeCondition.name.value);
          fragmentCosts.set(name, fragment ? costOf(fragment.selectionSet, condition) : 0);
        }
        cost += fragmentCosts.get(name) ?? 0;
      }
    }
    return cost;
  };
  return costOf(operation.selectionSet, schema.getRootType(operation.operation));
}

/**
 * How many nodes the operation a request runs may answer at most, counted as GitHub's GraphQL API
 * counts them: each connection counts the items of its page (see {@link pageSize}: `first`,
 * `last` or `offsetPagination.size`, by default the schema's or WPGraphQL's 10, at most 100),
 * times the pages of every connection above it. Fields are not counted: what an item's fields
 * cost is bounded by the document's size, and other lists (a cart's coupons, a rate list) are the
 * data's length.
 *
 * @param schema - the schema, which tells which fields are connections
 * @param document - a document that passed validation (its fragments do not cycle)
 * @param request - the request's variables (a variable not sent counts as its default) and the
 *   name of the operation to run, needed when the document holds several
 * @returns the nodes, 0 when no operation would run (graphql refuses the request then)
 * @remarks This bounds what a document may ask before anything runs; what it really makes the
 *   server resolve is counted as it runs (see `resolved-nodes.ts`). The earlier measure counted
 *   every field once per item, which priced a real storefront's cart of 100 lines of 100
 *   variations at 730,000 where the data holds three variations a product.
 */
export function documentCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  request: { variables: Record<string, unknown>; operationName?: string | null },
): number {
  const operation = getOperationAST(document, request.operationName);
  if (!operation) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return operationCost(schema, operation, fragments, variablesOf(operation, request.variables));
}
