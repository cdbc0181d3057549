import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema as buildSdl,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  parse,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema';

const schemaDir = join(import.meta.dirname, '../../../../schema');
const read = (file: string) => readFileSync(join(schemaDir, file), 'utf8');

/** WPGraphQL 2.20 + WooGraphQL 1.0.2 as a live server printed it: the contract. */
const live = buildSdl(read('reference/woographql-1.0.2-schema.graphql'));
/** WooGraphQL 1.0.3: only for the types a live print leaves out (SimpleCartItem, …). */
const current = buildSdl(read('reference/woographql-current-schema.graphql'), {
  assumeValidSDL: true,
});
/** WooGraphQL's older print, the one with WPGraphQL JWT Authentication installed. */
const withJwtAuthentication = buildSdl(read('reference/woographql-schema.graphql'));
const PLUGIN_FILES = [
  'plugins/login.graphql',
  'plugins/offset-pagination.graphql',
  'plugins/woographql-1.0.3.graphql',
];

/** Names of the types a file defines and the `Type.field`s its extensions add. */
function declared(file: string) {
  const types = new Set<string>();
  const fields = new Set<string>();
  const extended = new Set<string>();
  for (const definition of parse(read(file)).definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const name = definition.name.value;
    if (definition.kind.endsWith('Extension')) {
      extended.add(name);
      for (const field of 'fields' in definition ? (definition.fields ?? []) : []) {
        fields.add(`${name}.${field.name.value}`);
      }
    } else types.add(name);
  }
  return { types, fields, extended };
}

const extensions = declared('extensions.graphql');
const plugins = PLUGIN_FILES.map(declared);
const pluginTypes = new Set(plugins.flatMap((plugin) => [...plugin.types]));
const pluginFields = new Set(plugins.flatMap((plugin) => [...plugin.fields]));

const upstreamType = (name: string) => live.getType(name) ?? current.getType(name);

/** A field's arguments as `name: Type` in name order, to compare. */
const argumentsOf = (field: { args: readonly { name: string; type: unknown }[] }) =>
  field.args.map((argument) => `${argument.name}: ${argument.type}`).sort();

/** Every way the schema's type differs from upstream's, as readable lines. */
function differences(ours: GraphQLNamedType, theirs: GraphQLNamedType): string[] {
  const name = ours.name;
  // By constructor name: the server's schema may come from another copy of graphql-js.
  if (ours.constructor.name !== theirs.constructor.name)
    return [`${name} is a ${ours.constructor.name}; upstream a ${theirs.constructor.name}`];
  const found: string[] = [];
  if (isObjectType(theirs) || isInterfaceType(theirs)) {
    const upstream = theirs;
    const mine = ours as typeof theirs;
    const interfaces = (type: typeof theirs) => type.getInterfaces().map(String).sort();
    if (interfaces(mine).join() !== interfaces(upstream).join()) {
      found.push(`${name} implements ${interfaces(mine)}; upstream ${interfaces(upstream)}`);
    }
    const upstreamFields = upstream.getFields();
    for (const field of Object.values(mine.getFields())) {
      const key = `${name}.${field.name}`;
      const their = upstreamFields[field.name];
      if (!their) {
        if (!pluginFields.has(key) && !extensions.fields.has(key))
          found.push(`${key} is not upstream`);
        continue;
      }
      if (String(field.type) !== String(their.type)) {
        found.push(`${key}: ${field.type}; upstream ${their.type}`);
      }
      const [arguments_, upstreamArguments] = [argumentsOf(field), argumentsOf(their)];
      if (JSON.stringify(arguments_) !== JSON.stringify(upstreamArguments)) {
        found.push(
          `${key}(${JSON.stringify(arguments_)}); upstream (${JSON.stringify(upstreamArguments)})`,
        );
      }
    }
  } else if (isInputObjectType(theirs)) {
    const mine = ours as typeof theirs;
    const upstreamFields = theirs.getFields();
    for (const field of Object.values(mine.getFields())) {
      const their = upstreamFields[field.name];
      if (!their && !pluginFields.has(`${name}.${field.name}`))
        found.push(`${name}.${field.name} is not upstream`);
      else if (their && String(field.type) !== String(their.type))
        found.push(`${name}.${field.name}: ${field.type}; upstream ${their.type}`);
    }
    for (const field of Object.keys(upstreamFields)) {
      if (!mine.getFields()[field]) found.push(`${name}.${field} is missing (upstream has it)`);
    }
  } else if (isEnumType(theirs)) {
    const values = (type: typeof theirs) => type.getValues().map((value) => value.name);
    const [mine, upstream] = [values(ours as typeof theirs), values(theirs)];
    if ([...mine].sort().join() !== [...upstream].sort().join()) {
      found.push(`${name} has values ${mine}; upstream ${upstream}`);
    }
  }
  return found;
}

/** A type's name with its outer non-null mark taken off. */
const nullable = (type: unknown) => String(type).replace(/!$/, '');

/** A type with fields or enum values, read by shape: the server's graphql-js may be another copy. */
interface Shaped {
  getFields?: () => Record<
    string,
    { type: unknown; args?: readonly { name: string; type: unknown }[] }
  >;
  getValues?: () => readonly { name: string }[];
}
const shapeOf = (schema: GraphQLSchema, type: unknown) =>
  schema.getType(nullable(type).replace(/[[\]!]/g, '')) as Shaped | null | undefined;

/**
 * Why our input type would refuse a value a plugin's client sends for the plugin's type: a
 * field it lacks or types otherwise, one it requires and the plugin does not, an enum value it
 * lacks. Ours may make optional what the plugin requires.
 */
function inputRefusals(path: string, ours: unknown, theirs: unknown, plugin: GraphQLSchema) {
  const found: string[] = [];
  if (String(ours) !== String(theirs) && String(ours) !== nullable(theirs)) {
    return [`${path}: ${ours}; the plugin's ${theirs}`];
  }
  const mine = shapeOf(buildSchema(), ours);
  const their = shapeOf(plugin, theirs);
  if (mine?.getValues && their?.getValues) {
    const values = new Set(mine.getValues().map((value) => value.name));
    for (const value of their.getValues()) {
      if (!values.has(value.name)) found.push(`${path}: no ${value.name}`);
    }
  }
  if (mine?.getFields && their?.getFields) {
    const [fields, theirFields] = [mine.getFields(), their.getFields()];
    for (const [name, field] of Object.entries(theirFields)) {
      const own = fields[name];
      if (!own) found.push(`${path}.${name} is missing`);
      else found.push(...inputRefusals(`${path}.${name}`, own.type, field.type, plugin));
    }
    for (const [name, field] of Object.entries(fields)) {
      if (String(field.type).endsWith('!') && !String(theirFields[name]?.type).endsWith('!'))
        found.push(`${path}.${name} is required; the plugin's clients may leave it out`);
    }
  }
  return found;
}

/** Why a plugin's client would not get a field of the plugin's type from ours. */
function outputShortfalls(path: string, ours: unknown, theirs: unknown, plugin: GraphQLSchema) {
  const mine = shapeOf(buildSchema(), ours)?.getFields?.() ?? {};
  const found: string[] = [];
  for (const [name, field] of Object.entries(shapeOf(plugin, theirs)?.getFields?.() ?? {})) {
    const own = mine[name];
    if (!own) found.push(`${path}.${name} is missing`);
    else if (String(own.type) !== String(field.type) && nullable(own.type) !== String(field.type))
      found.push(`${path}.${name}: ${own.type}; the plugin's ${field.type}`);
  }
  return found;
}

/**
 * Every way a plugin's client could be refused or short-changed by the server: each root field
 * the plugin defines, with its arguments and its payload's fields, and the fields the plugin
 * adds to upstream types.
 */
function pluginClientProblems(
  plugin: GraphQLSchema,
  mutations: readonly string[],
  addedFields: Record<string, readonly string[]>,
): string[] {
  const found: string[] = [];
  const ours = buildSchema().getMutationType()?.getFields() ?? {};
  const theirs = plugin.getMutationType()?.getFields() ?? {};
  for (const name of mutations) {
    const [mine, their] = [ours[name], theirs[name]];
    if (!mine || !their) {
      found.push(`${name} is missing ${mine ? 'from the plugin' : 'here'}`);
      continue;
    }
    for (const argument of their.args) {
      const own = mine.args.find((candidate) => candidate.name === argument.name);
      if (!own) found.push(`${name}(${argument.name}) is missing`);
      else
        found.push(...inputRefusals(`${name}(${argument.name})`, own.type, argument.type, plugin));
    }
    found.push(...outputShortfalls(name, mine.type, their.type, plugin));
  }
  for (const [type, fields] of Object.entries(addedFields)) {
    const mine = shapeOf(buildSchema(), type)?.getFields?.() ?? {};
    const their = shapeOf(plugin, type)?.getFields?.() ?? {};
    for (const field of fields) {
      if (!their[field]) found.push(`${type}.${field} is not the plugin's`);
      else if (String(mine[field]?.type) !== String(their[field]?.type))
        found.push(`${type}.${field}: ${mine[field]?.type}; the plugin's ${their[field]?.type}`);
    }
  }
  return found;
}

function typesOf(schema: GraphQLSchema) {
  return Object.values(schema.getTypeMap()).filter(
    (type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type),
  );
}

describe('schema/ against WooGraphQL 1.0 as a live server prints it', () => {
  const schema = buildSchema();

  it('given every type the server answers with an upstream name, it has upstream shape: kind, interfaces, fields, types, nullability and arguments', () => {
    const found = typesOf(schema).flatMap((type) => {
      if (extensions.types.has(type.name) || pluginTypes.has(type.name)) return [];
      const theirs = upstreamType(type.name);
      return theirs ? differences(type, theirs) : [`${type.name} is not upstream`];
    });
    expect(found).toEqual([]);
  });

  it('given the shop extensions, they add root fields and types of their own, never fields on an upstream type', () => {
    expect([...extensions.extended].sort()).toEqual(['RootMutation', 'RootQuery']);
    expect([...extensions.types].filter((name) => upstreamType(name))).toEqual([]);
  });

  it('given a root field of the shop, upstream has no field of that name for it to shadow', () => {
    const rootFields = [...extensions.fields].map((key) => key.split('.') as [string, string]);
    expect(rootFields.length).toBeGreaterThan(10);
    const shadowing = rootFields.filter(([type, field]) => {
      const root = live.getType(type);
      return isObjectType(root) && root.getFields()[field];
    });
    expect(shadowing).toEqual([]);
  });
});

describe('schema/plugins against the login plugins and WooGraphQL 1.0.3', () => {
  it('given a WPGraphQL JWT Authentication client, every field of its login, refresh and token fields is accepted and answered with its type', () => {
    const jwtFields = [
      'isJwtAuthSecretRevoked',
      'jwtAuthExpiration',
      'jwtAuthToken',
      'jwtRefreshToken',
    ];
    expect(
      pluginClientProblems(withJwtAuthentication, ['login', 'refreshJwtAuthToken'], {
        User: jwtFields,
        Customer: jwtFields,
        RegisterCustomerPayload: ['authToken', 'refreshToken'],
        UpdateCustomerPayload: ['authToken', 'refreshToken'],
      }),
    ).toEqual([]);
  });

  it('given a WPGraphQL Headless Login client, every field of its login, refresh, logout and login clients is accepted and answered with its type', () => {
    expect(
      pluginClientProblems(current, ['login', 'refreshToken', 'logout'], {
        RootQuery: ['loginClients'],
        LoginClient: [
          'authorizationUrl',
          'clientId',
          'clientOptions',
          'isEnabled',
          'loginOptions',
          'name',
          'order',
          'provider',
        ],
      }),
    ).toEqual([]);
  });

  it("given the types and fields real WooGraphQL storefronts ask for (issue 53), the server answers each in the live print's shape", () => {
    const schema = buildSchema();
    const asked = {
      ExternalProduct: ['buttonText', 'externalUrl', 'price', 'image'],
      GroupProduct: ['addToCartText', 'products', 'price'],
      Customer: ['downloadableItems'],
      DownloadableItem: ['product'],
      ProductCategory: ['products'],
    };
    const found = Object.entries(asked).flatMap(([type, fields]) =>
      fields.flatMap((field) => {
        const ours = shapeOf(schema, type)?.getFields?.()[field];
        const theirs = (live.getType(type) as Shaped | undefined)?.getFields?.()[field];
        return ours && theirs && String(ours.type) === String(theirs.type)
          ? []
          : [`${type}.${field}: ${ours?.type}; the print's ${theirs?.type}`];
      }),
    );
    expect(found).toEqual([]);
  });

  it("given the fields WooGraphQL 1.0.3 adds, each is 1.0.3's own", () => {
    const { fields } = declared('plugins/woographql-1.0.3.graphql');
    expect(fields.size).toBeGreaterThan(0);
    const differing = [...fields].filter((key) => {
      const [type = '', field = ''] = key.split('.');
      const theirs = (current.getType(type) as Shaped | undefined)?.getFields?.()[field];
      const ours = shapeOf(buildSchema(), type)?.getFields?.()[field];
      return (
        !theirs || String(theirs.type) !== String(ours?.type) || live.getType(type) === undefined
      );
    });
    expect(differing).toEqual([]);
  });
});
