import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefinitionNode, Kind, parse, print, visit } from 'graphql';
import { documentHash } from '../graphql/trusted-documents';

/** One operation of `packages/sdk`, as the SDK sends it. */
export interface SdkOperation {
  /** The operation's name, e.g. GetProducts. */
  name: string;
  /** The operation with the fragments it uses, printed. */
  query: string;
}

const OPERATIONS = fileURLToPath(
  new URL('../../../../packages/sdk/src/operations', import.meta.url),
);

/** The names of the fragments `definition` spreads. */
function spreads(definition: DefinitionNode): string[] {
  const names: string[] = [];
  visit(definition, {
    FragmentSpread(node) {
      names.push(node.name.value);
    },
  });
  return names;
}

/**
 * Every operation of the SDK's `.graphql` files (`packages/sdk/src/operations/**`), each with the
 * fragments it uses (and only those, as codegen's documents hold them).
 *
 * @returns the operations in file-name order
 */
export function sdkOperations(): SdkOperation[] {
  const definitions = readdirSync(OPERATIONS, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .flatMap((file) => parse(readFileSync(join(OPERATIONS, file), 'utf8')).definitions);
  const fragments = new Map(
    definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  return definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) return [];
    const used = new Set<string>();
    const pending = spreads(definition);
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      const fragment = fragments.get(name);
      if (used.has(name) || !fragment) continue;
      used.add(name);
      pending.push(...spreads(fragment));
    }
    const document = {
      kind: Kind.DOCUMENT,
      definitions: [definition, ...[...used].map((name) => fragments.get(name) as DefinitionNode)],
    } as const;
    return [{ name: definition.name.value, query: print(document) }];
  });
}

/**
 * The hash of each operation of the SDK, as `src/graphql/trusted-documents.json` lists them.
 *
 * @returns operation name to {@link documentHash}, in name order
 */
export function sdkOperationHashes(): Record<string, string> {
  const hashes = sdkOperations().map(
    ({ name, query }) => [name, documentHash(parse(query))] as const,
  );
  return Object.fromEntries(hashes.sort(([a], [b]) => (a < b ? -1 : 1)));
}
