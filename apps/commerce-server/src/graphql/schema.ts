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

/** The WPGraphQL Offset Pagination plugin's additions. */
const OFFSET_PAGINATION_FILE = 'plugins/offset-pagination.graphql';

/** Then the Offset Pagination plugin and the shop's own root fields. */
const EXTENSION_FILES = [OFFSET_PAGINATION_FILE, 'extensions.graphql'];

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

const built = new Map<string, GraphQLSchema>();

/** The files of a profile: the shop's, or upstream's with or without Offset Pagination. */
function profileFiles(extensions: boolean, offsetPagination: boolean): string[] {
  if (extensions) return [...UPSTREAM_FILES, ...EXTENSION_FILES];
  return offsetPagination ? [...UPSTREAM_FILES, OFFSET_PAGINATION_FILE] : UPSTREAM_FILES;
}

/**
 * The executable schema: the contract's SDL with this server's resolvers. Built once per process
 * and profile (it holds no state), so starting several servers, as tests do, stays cheap.
 *
 * @param extensions - with the shop's extensions and Offset Pagination (the default), or the
 *   upstream profile without them; resolvers of what the profile lacks are left out
 * @param offsetPagination - in the upstream profile, with the Offset Pagination plugin beside
 *   WooGraphQL (the shop's profile always has it)
 */
export function buildSchema(extensions = true, offsetPagination = false): GraphQLSchema {
  const key = `${extensions}:${extensions || offsetPagination}`;
  const known = built.get(key);
  if (known) return known;
  const directory = schemaDirectory();
  const files = profileFiles(extensions, offsetPagination);
  const schema = makeExecutableSchema({
    typeDefs: files.map((file) => readFileSync(join(directory, file), 'utf8')),
    resolvers,
    resolverValidationOptions: {
      requireResolversForResolveType: 'ignore',
      requireResolversToMatchSchema: extensions ? 'error' : 'ignore',
    },
  });
  built.set(key, schema);
  return schema;
}
