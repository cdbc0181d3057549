import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = dirname(fileURLToPath(import.meta.url));
const GRAPHQL = join(SOURCE, 'graphql');

/** The layers below the GraphQL one: they serve it and never reach up into it. */
const LOWER_LAYERS = [
  'accounts',
  'sessions',
  'store',
  'cart',
  'checkout',
  'reviews',
  'db',
  'mail',
  'http',
];

// `from '…'`, `import '…'` and `import('…')`, which is every way a module names another here.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Every file of the lower layers that imports from `src/graphql`, as `file -> specifier`. */
function graphqlImports(): string[] {
  const offenders: string[] = [];
  for (const layer of LOWER_LAYERS) {
    const files = readdirSync(join(SOURCE, layer), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
      const path = join(SOURCE, layer, file);
      for (const [, specifier] of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
        if (!specifier?.startsWith('.')) continue;
        const target = resolve(dirname(path), specifier);
        if (target === GRAPHQL || target.startsWith(`${GRAPHQL}/`)) {
          offenders.push(`${relative(SOURCE, path)} -> ${specifier}`);
        }
      }
    }
  }
  return offenders;
}

describe('server layering', () => {
  it('given the layers below graphql/, none imports from it', () => {
    expect(graphqlImports()).toEqual([]);
  });
});
