import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';

/**
 * Upstream's cut, a login plugin and what WooGraphQL 1.0.3 adds to the 1.0.2 print: what a stock
 * WooCommerce backend with a login plugin answers.
 */
const UPSTREAM_FILES = [
  'woocommerce.graphql',
  'plugins/login.graphql',
  'plugins/woographql-1.0.3.graphql',
];

/** Then the Offset Pagination plugin and the shop's own root fields. */
const EXTENSION_FILES = ['plugins/offset-pagination.graphql', 'extensions.graphql'];

/**
 * Finds the repository's `schema/` folder by walking up from this module, so the same code works
 * from `src/` (tsx, vitest) and from the bundled `dist/`.
 */
function schemaDirectory(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(directory, 'schema');
    if (existsSync(join(candidate, 'woocommerce.graphql'))) return candidate;
    const parent = dirname(directory);
    if (parent === directory)
      throw new Error('schema/woocommerce.graphql not found above the server');
    directory = parent;
  }
}

const built = new Map<boolean, GraphQLSchema>();

/**
 * The executable schema: the contract's SDL with this server's resolvers. Built once per process
 * and profile (it holds no state), so starting several servers, as tests do, stays cheap.
 *
 * @param extensions - with the shop's extensions and Offset Pagination (the default), or the
 *   upstream profile without them; resolvers of what the profile lacks are left out
 */
export function buildSchema(extensions = true): GraphQLSchema {
  const known = built.get(extensions);
  if (known) return known;
  const directory = schemaDirectory();
  const files = extensions ? [...UPSTREAM_FILES, ...EXTENSION_FILES] : UPSTREAM_FILES;
  const schema = makeExecutableSchema({
    typeDefs: files.map((file) => readFileSync(join(directory, file), 'utf8')),
    resolvers,
    resolverValidationOptions: {
      requireResolversForResolveType: 'ignore',
      requireResolversToMatchSchema: extensions ? 'error' : 'ignore',
    },
  });
  built.set(extensions, schema);
  return schema;
}
