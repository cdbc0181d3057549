import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { resolvers } from './resolvers';

/** Upstream's cut, the WordPress plugins it names, then the shop's own root fields. */
const SCHEMA_FILES = [
  'woocommerce.graphql',
  'plugins/jwt-authentication.graphql',
  'plugins/offset-pagination.graphql',
  'extensions.graphql',
];

/**
 * Finds the repository's `schema/` folder by walking up from this module, so the same code works
 * from `src/` (tsx, vitest) and from the bundled `dist/`.
 */
function schemaDirectory(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(directory, 'schema');
    if (existsSync(join(candidate, SCHEMA_FILES[0] as string))) return candidate;
    const parent = dirname(directory);
    if (parent === directory)
      throw new Error('schema/woocommerce.graphql not found above the server');
    directory = parent;
  }
}

let built: GraphQLSchema | null = null;

/**
 * The executable schema: the contract's SDL with this server's resolvers. Built once per process
 * (it holds no state), so starting several servers, as tests do, stays cheap.
 */
export function buildSchema(): GraphQLSchema {
  if (built) return built;
  const directory = schemaDirectory();
  built = makeExecutableSchema({
    typeDefs: SCHEMA_FILES.map((file) => readFileSync(join(directory, file), 'utf8')),
    resolvers,
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
  return built;
}
