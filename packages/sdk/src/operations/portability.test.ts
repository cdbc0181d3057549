import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  type DocumentNode,
  extendSchema,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionNode,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Operations that start from a root field only the shop's extensions define
 * (schema/extensions.graphql): on a stock WordPress backend they need the shop's plugins, and the
 * storefront does without them there.
 */
const EXTENSION_OPERATIONS = [
  'CancelStockNotification',
  'ChangeAccountCredentials',
  'ConfirmStockNotification',
  'GetCoaCategories',
  'GetCoaPosts',
  'GetFreeShippingAmount',
  'GetProductCertificates',
  // The catalogue filter panel's counts per choice.
  'GetProductFacets',
  'GetShippingMethods',
  'GetStockNotifications',
  'InitiateBitcoinPayment',
  'InitiateCryptoPayment',
  'RequestStockNotification',
  'ResetPasswordWithToken',
  'SendReactResetPasswordEmail',
  'SetPaymentMethod',
];

/**
 * WordPress plugins beside WPGraphQL and WooGraphQL, by their file in schema/plugins. Both login
 * plugins (JWT Authentication and Headless Login) define `login`, so one file holds the two.
 */
const PLUGINS = {
  'JWT Authentication': 'login.graphql',
  'Headless Login': 'login.graphql',
  'Offset Pagination': 'offset-pagination.graphql',
} as const;
type Plugin = keyof typeof PLUGINS;

/** Operations that start upstream and need a plugin: the SDK README lists them too. */
const PLUGIN_OPERATIONS: Record<string, Plugin> = {
  GetProductPage: 'Offset Pagination',
  Login: 'JWT Authentication',
  LoginWithPassword: 'Headless Login',
  RefreshJwtAuthToken: 'JWT Authentication',
  RefreshToken: 'Headless Login',
  RegisterCustomer: 'JWT Authentication',
};

const here = dirname(fileURLToPath(import.meta.url));
const schemaDir = join(here, '../../../../schema');
const read = (file: string) => readFileSync(join(schemaDir, file), 'utf8');

/** WPGraphQL 2.20 + WooGraphQL 1.0.2 as a live server printed it, with no plugin. */
const live = buildSchema(read('reference/woographql-1.0.2-schema.graphql'));
const withPlugin = (plugin: Plugin): GraphQLSchema =>
  extendSchema(live, parse(read(`plugins/${PLUGINS[plugin]}`)));

const sharedFragments = parse(readFileSync(join(here, 'fragments.graphql'), 'utf8'))
  .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
  .map((definition) => definition as FragmentDefinitionNode);

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

/** The root fields a selection asks for, those of the shared fragments it spreads included. */
function rootFieldNames(selections: readonly SelectionNode[]): string[] {
  const byName = new Map(sharedFragments.map((fragment) => [fragment.name.value, fragment]));
  return selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    const fragment =
      selection.kind === Kind.FRAGMENT_SPREAD ? byName.get(selection.name.value) : selection;
    return fragment ? rootFieldNames(fragment.selectionSet.selections) : [selection.kind];
  });
}

const operations = readdirSync(here)
  .filter((file) => file.endsWith('.graphql') && file !== 'fragments.graphql')
  .sort()
  .map((file) => {
    const operation = parse(readFileSync(join(here, file), 'utf8')).definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    ) as OperationDefinitionNode;
    const rootFields = live.getRootType(operation.operation)?.getFields() ?? {};
    const loginRoots = withPlugin('JWT Authentication').getMutationType()?.getFields() ?? {};
    return {
      name: operation.name?.value ?? file,
      document: withUsedFragments(operation),
      startsUpstream: rootFieldNames(operation.selectionSet.selections).every(
        (name) => name in rootFields || name in loginRoots,
      ),
    };
  });
const upstreamOperations = operations.filter((op) => op.startsUpstream);

/** Fields asked for without `format: RAW` although upstream takes a format (money). */
function formattedMoney(schema: GraphQLSchema, document: DocumentNode): string[] {
  const typeInfo = new TypeInfo(schema);
  const found: string[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (!field?.args.some((argument) => argument.name === 'format')) return;
        if (String(field.args.find((a) => a.name === 'format')?.type) !== 'PricingFieldFormatEnum')
          return;
        const format = node.arguments?.find((argument) => argument.name.value === 'format');
        if (format?.value.kind !== Kind.ENUM || format.value.value !== 'RAW') {
          found.push(`${typeInfo.getParentType()?.name}.${node.name.value}`);
        }
      },
    }),
  );
  return found;
}

/** The operations a bullet of the README's contract section names (its first words given). */
function readmeList(opening: string): string[] {
  const readme = readFileSync(join(here, '../../README.md'), 'utf8');
  const bullet = readme.split('\n- ').find((item) => item.startsWith(opening)) ?? '';
  const list = bullet.slice(bullet.indexOf(':**') + 3);
  return [...list.matchAll(/`(\w+)`/g)].map((match) => match[1] as string).sort();
}

describe('the SDK against WooGraphQL 1.0 as a live server prints it', () => {
  it('given the README, its contract section lists the operations as this test sorts them', () => {
    const plain = upstreamOperations.filter((op) => !PLUGIN_OPERATIONS[op.name]);
    expect(readmeList('**Upstream alone')).toEqual(plain.map((op) => op.name).sort());
    for (const plugin of Object.keys(PLUGINS) as Plugin[]) {
      const named = Object.keys(PLUGIN_OPERATIONS).filter((op) => PLUGIN_OPERATIONS[op] === plugin);
      expect(readmeList(`**With WPGraphQL ${plugin}`), plugin).toEqual(named.sort());
    }
    expect(readmeList("**The shop's extensions")).toEqual([...EXTENSION_OPERATIONS].sort());
  });

  it('given the live schema, exactly the listed extension operations start outside it', () => {
    expect(operations.filter((op) => !op.startsUpstream).map((op) => op.name)).toEqual(
      EXTENSION_OPERATIONS,
    );
  });

  it('given an operation that starts upstream, it validates against the live print, or with the one plugin it is listed with', () => {
    const refused = upstreamOperations.flatMap((op) => {
      const plugin = PLUGIN_OPERATIONS[op.name];
      const errors = validate(plugin ? withPlugin(plugin) : live, op.document);
      return errors.map((error) => `${op.name}: ${error.message}`);
    });
    console.log(
      `upstream operations: ${upstreamOperations.length} of ${operations.length}, ` +
        `${upstreamOperations.length - Object.keys(PLUGIN_OPERATIONS).length} without a plugin`,
    );
    expect(refused).toEqual([]);
  });

  it('given an operation listed with a plugin, it needs that plugin (the live print alone refuses it)', () => {
    for (const name of Object.keys(PLUGIN_OPERATIONS)) {
      const op = upstreamOperations.find((candidate) => candidate.name === name);
      expect(op, name).toBeDefined();
      expect(validate(live, op?.document as DocumentNode).length, name).toBeGreaterThan(0);
    }
  });

  it('given any operation, money is asked for with format: RAW wherever upstream takes a format', () => {
    const schema = extendSchema(
      withPlugin('JWT Authentication'),
      parse(`${read('plugins/offset-pagination.graphql')}\n${read('extensions.graphql')}`),
    );
    expect(operations.flatMap((op) => formattedMoney(schema, op.document))).toEqual([]);
  });
});
