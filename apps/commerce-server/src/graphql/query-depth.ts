import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * How many fields deep `selectionSet` nests, counting fields alone: an inline fragment or a
 * fragment spread adds no level, its fields count where it is spread.
 */
function depthOf(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | undefined,
  depths: Map<string, number>,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth: number;
    if (selection.kind === Kind.FIELD) {
      depth = 1 + (selection.selectionSet ? depthOf(selection.selectionSet, fragment, depths) : 0);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragment, depths);
    } else {
      const name = selection.name.value;
      if (!depths.has(name)) {
        depths.set(name, 0); // a cycle (refused by validation already) goes no deeper
        const definition = fragment(name);
        depths.set(name, definition ? depthOf(definition.selectionSet, fragment, depths) : 0);
      }
      depth = depths.get(name) ?? 0;
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/**
 * A validation rule calling `refuse` for an operation whose fields nest more than `max` deep,
 * counted in fields as WPGraphQL's query depth rule counts them: `{ cart { contents { nodes } } }`
 * is 3 deep, and `... on Product { name }` is as deep as `name`.
 *
 * @param max - the deepest nesting allowed
 * @param refuse - what to do with an operation over it (the server throws its 400)
 * @returns the rule
 * @remarks A fragment's depth is computed once per document, so fragments spreading each other
 *   many times over cost no more to measure than to read.
 */
export function fieldDepthRule(max: number, refuse: () => void) {
  return (context: ValidationContext): ASTVisitor => {
    const depths = new Map<string, number>();
    const fragment = (name: string) => context.getFragment(name) ?? undefined;
    return {
      OperationDefinition(operation) {
        if (depthOf(operation.selectionSet, fragment, depths) > max) refuse();
      },
    };
  };
}
