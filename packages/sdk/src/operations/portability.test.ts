import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  Kind,
  type OperationDefinitionNode,
  parse,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Operations that start from a field only the shop's extensions define (schema/extensions.graphql):
 * on a stock WordPress backend they need the shop's plugins.
 */
const EXTENSION_OPERATIONS = [
  'CancelStockNotification',
  'ConfirmStockNotification',
  'GetCoaCategories',
  'GetCoaPosts',
  'GetFreeShippingAmount',
  // The catalogue filter panel's counts per choice.
  'GetProductFacets',
  'GetShippingMethods',
  'InitiateBitcoinPayment',
  'InitiateCryptoPayment',
  'RequestStockNotification',
  'ResetPasswordWithToken',
  'SendReactResetPasswordEmail',
  'SetPaymentMethod',
];

/** Operations that start from upstream fields and ask for an extension field inside. */
const OPERATIONS_WITH_EXTENSION_FIELDS = [
  // The product page shows the product's certificates of analysis (ACF field group productPage).
  'GetProductBySlug',
  // Numbered catalogue pages (the WPGraphQL Offset Pagination plugin's where and page info).
  'GetProductPage',
  // The account's Stock Notifications tab (the shop's back-in-stock plugin).
  'GetStockNotifications',
];

const here = dirname(fileURLToPath(import.meta.url));
const schemaDir = join(here, '../../../../schema');
/** WPGraphQL + WooGraphQL as a stock WordPress serves them, without the shop's extensions. */
const upstream = buildSchema(
  readFileSync(join(schemaDir, 'reference/woographql-schema.graphql'), 'utf8'),
);
const extensionFields = new Set(
  parse(readFileSync(join(schemaDir, 'extensions.graphql'), 'utf8')).definitions.flatMap(
    (definition) =>
      'fields' in definition && definition.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION
        ? (definition.fields ?? []).map((field) => field.name.value)
        : [],
  ),
);

const sharedFragments = parse(readFileSync(join(here, 'fragments.graphql'), 'utf8'))
  .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
  .map((definition) => definition as FragmentDefinitionNode);

interface Operation {
  name: string;
  startsUpstream: boolean;
  errors: readonly GraphQLError[];
}

/** The operation with the shared fragments it spreads, directly or through other fragments. */
function withUsedFragments(operation: OperationDefinitionNode): DocumentNode {
  const byName = new Map(sharedFragments.map((fragment) => [fragment.name.value, fragment]));
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = byName.get(spread.name.value);
        if (fragment && !used.has(spread.name.value)) {
          used.set(spread.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

const operations: Operation[] = readdirSync(here)
  .filter((file) => file.endsWith('.graphql') && file !== 'fragments.graphql')
  .sort()
  .map((file) => {
    const operation = parse(readFileSync(join(here, file), 'utf8')).definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    ) as OperationDefinitionNode;
    const rootFields = upstream.getRootType(operation.operation)?.getFields() ?? {};
    return {
      name: operation.name?.value ?? file,
      startsUpstream: operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && selection.name.value in rootFields,
      ),
      errors: validate(upstream, withUsedFragments(operation)),
    };
  });

describe('portability to a stock WooGraphQL backend', () => {
  it('given the upstream schema, exactly the listed extension operations start outside it', () => {
    expect(operations.filter((op) => !op.startsUpstream).map((op) => op.name)).toEqual(
      EXTENSION_OPERATIONS,
    );
  });

  it('given an operation that starts upstream, it validates there unless it is listed as needing an extension field', () => {
    const upstreamOperations = operations.filter((op) => op.startsUpstream);
    const valid = upstreamOperations.filter((op) => op.errors.length === 0);
    console.log(`upstream-valid operations: ${valid.length} of ${upstreamOperations.length}`);
    expect(upstreamOperations.filter((op) => op.errors.length > 0).map((op) => op.name)).toEqual(
      OPERATIONS_WITH_EXTENSION_FIELDS,
    );
  });

  it('given a listed operation, upstream refuses only the shop extension fields it asks for', () => {
    const refusedFields = operations
      .filter((op) => OPERATIONS_WITH_EXTENSION_FIELDS.includes(op.name))
      .flatMap((op) => op.errors)
      .map(
        (error) =>
          /^(?:Cannot query field|Field) "(\w+)"/.exec(error.message)?.[1] ?? error.message,
      );
    expect(refusedFields.length).toBeGreaterThan(0);
    expect(refusedFields.filter((field) => !extensionFields.has(field))).toEqual([]);
  });
});
