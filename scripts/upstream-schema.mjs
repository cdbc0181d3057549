#!/usr/bin/env node
// Writes schema/woocommerce.graphql: the part of WooGraphQL 1.0 the shop speaks, cut verbatim from
// what a live server printed (schema/reference/woographql-1.0.2-schema.graphql), so every type,
// field, argument, nullability and interface is upstream's own. schema/upstream-subset.txt names
// the fields the shop uses; this script adds what GraphQL then requires:
// - every interface a kept type implements, with the interface's fields on the type;
// - an interface the subset does not name keeps its scalar and enum fields (the flags and ids
//   clients ask of any node), or all of them when it has none (Connection, Edge);
// - every argument of a kept field, and every input and enum type whole, as upstream has them.
// Types the live print lacks because nothing there returns them (SimpleCartItem,
// SimpleProductVariation: a live server only prints types its fields reach) come from the
// WooGraphQL 1.0.3 reference beside it. `--check` exits 1 when the file on disk differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print } from 'graphql';

const root = join(import.meta.dirname, '..');
const schemaDir = join(root, 'schema');
const output = join(schemaDir, 'woocommerce.graphql');

/** Definitions by name: the live print first, the 1.0.3 reference for types it does not print. */
function upstreamDefinitions() {
  const byName = new Map();
  for (const file of ['woographql-1.0.2-schema.graphql', 'woographql-current-schema.graphql']) {
    const document = parse(readFileSync(join(schemaDir, 'reference', file), 'utf8'));
    for (const definition of document.definitions) {
      if (definition.name && !byName.has(definition.name.value)) {
        byName.set(definition.name.value, definition);
      }
    }
  }
  return byName;
}

/** `Type: field field …` lines of the subset, with `#` comments; a type may span several lines. */
function subset() {
  const fields = new Map();
  for (const raw of readFileSync(join(schemaDir, 'upstream-subset.txt'), 'utf8').split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^(\w+):\s*(.*)$/.exec(line);
    if (!match) throw new Error(`upstream-subset.txt: cannot read "${line}"`);
    const [, type, names] = match;
    const set = fields.get(type) ?? new Set();
    for (const name of names.split(/\s+/).filter(Boolean)) set.add(name);
    fields.set(type, set);
  }
  return fields;
}

const BUILT_IN_SCALARS = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** The name of a type node once its list and non-null wrappers are taken off. */
function namedType(typeNode) {
  return typeNode.kind === Kind.NAMED_TYPE ? typeNode.name.value : namedType(typeNode.type);
}

function build() {
  const definitions = upstreamDefinitions();
  const wanted = subset();
  const isLeaf = (name) => {
    const definition = definitions.get(name);
    return (
      BUILT_IN_SCALARS.has(name) ||
      definition?.kind === Kind.ENUM_TYPE_DEFINITION ||
      definition?.kind === Kind.SCALAR_TYPE_DEFINITION
    );
  };
  const definitionOf = (name) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`${name} is in neither upstream reference`);
    return definition;
  };

  /** Field names a kept object or interface type carries. */
  const fieldNames = new Map();
  const fieldsOf = (name, trail = []) => {
    if (fieldNames.has(name)) return fieldNames.get(name);
    if (trail.includes(name)) throw new Error(`interface cycle: ${[...trail, name].join(' > ')}`);
    const definition = definitionOf(name);
    const own = new Map(definition.fields.map((field) => [field.name.value, field]));
    const names = new Set(wanted.get(name) ?? []);
    for (const field of names) {
      if (!own.has(field)) throw new Error(`upstream-subset.txt: ${name}.${field} is not upstream`);
    }
    if (definition.kind === Kind.INTERFACE_TYPE_DEFINITION && !wanted.has(name)) {
      const leaves = definition.fields.filter((field) => isLeaf(namedType(field.type)));
      for (const field of leaves.length > 0 ? leaves : definition.fields)
        names.add(field.name.value);
    }
    for (const parent of definition.interfaces ?? []) {
      for (const field of fieldsOf(parent.name.value, [...trail, name])) names.add(field);
    }
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION && !wanted.has(name) && names.size === 0) {
      throw new Error(`upstream-subset.txt names no field of ${name}, which a kept field returns`);
    }
    fieldNames.set(name, names);
    return names;
  };

  const kept = new Set();
  const queue = ['RootQuery', 'RootMutation', ...wanted.keys()];
  const keep = (name) => {
    if (BUILT_IN_SCALARS.has(name) || kept.has(name)) return;
    kept.add(name);
    queue.push(name);
  };
  while (queue.length > 0) {
    const name = queue.shift();
    keep(name);
    const definition = definitionOf(name);
    if (
      definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
      definition.kind === Kind.INTERFACE_TYPE_DEFINITION
    ) {
      for (const parent of definition.interfaces ?? []) keep(parent.name.value);
      const names = fieldsOf(name);
      for (const field of definition.fields.filter((field) => names.has(field.name.value))) {
        keep(namedType(field.type));
        for (const argument of field.arguments ?? []) keep(namedType(argument.type));
      }
    } else if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
      for (const field of definition.fields) keep(namedType(field.type));
    } else if (definition.kind === Kind.UNION_TYPE_DEFINITION) {
      for (const member of definition.types) keep(member.name.value);
    }
  }

  const withoutDescription = (node) => ({ ...node, description: undefined });
  const printed = [...definitions.values()]
    .filter((definition) => kept.has(definition.name.value))
    .map((definition) => {
      if (
        definition.kind === Kind.OBJECT_TYPE_DEFINITION ||
        definition.kind === Kind.INTERFACE_TYPE_DEFINITION
      ) {
        const names = fieldsOf(definition.name.value);
        return withoutDescription({
          ...definition,
          fields: definition.fields
            .filter((field) => names.has(field.name.value))
            .map((field) => ({
              ...withoutDescription(field),
              arguments: field.arguments?.map(withoutDescription),
            })),
        });
      }
      if (definition.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION) {
        return withoutDescription({
          ...definition,
          fields: definition.fields.map(withoutDescription),
        });
      }
      if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
        return withoutDescription({
          ...definition,
          values: definition.values.map(withoutDescription),
        });
      }
      return withoutDescription(definition);
    });
  const header = [
    '# GENERATED by scripts/upstream-schema.mjs from schema/upstream-subset.txt: do not edit.',
    '# The part of WPGraphQL 2.20 + WooGraphQL 1.0.2 the shop speaks, cut verbatim from a live',
    "# server's print (schema/reference/). The shop's own additions live in extensions.graphql,",
    "# the login plugins' and Offset Pagination's in plugins/.",
  ].join('\n');
  const schemaDefinition = 'schema {\n  query: RootQuery\n  mutation: RootMutation\n}';
  return `${header}\n\n${schemaDefinition}\n\n${printed.map((node) => print(node)).join('\n\n')}\n`;
}

const text = build();
if (process.argv.includes('--check')) {
  if (readFileSync(output, 'utf8') !== text) {
    console.error('schema/woocommerce.graphql is stale: run `pnpm schema:upstream`');
    process.exit(1);
  }
  console.log('schema/woocommerce.graphql matches schema/upstream-subset.txt');
} else {
  writeFileSync(output, text);
  console.log(`wrote schema/woocommerce.graphql (${text.split('\n').length} lines)`);
}
