import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = dirname(fileURLToPath(import.meta.url));

/**
 * The server's layers, lowest first: a module may import its own layer and the ones below it,
 * never one above. Each entry is a folder of `src/` or a file at its root.
 */
const LAYERS: readonly (readonly string[])[] = [
  // The contract's generated types, the domain model, user errors and the data folder's path.
  ['generated', 'model', 'errors.ts', 'data-dir.ts'],
  ['db'],
  ['store'],
  ['mail'],
  // The server's options and their defaults, which every layer above reads.
  ['config.ts', 'proxy-trust.ts'],
  ['auth'],
  ['cart'],
  ['sessions'],
  ['accounts'],
  ['checkout'],
  ['reviews'],
  ['seed'],
  // The transports: the payment simulator's and the other plain HTTP routes, then GraphQL.
  ['http'],
  ['graphql'],
];

/**
 * What starts, wires or tests the whole server: above every layer, so their imports are not
 * checked.
 */
const ABOVE_THE_LAYERS = [
  'backup-cli.ts',
  'cluster',
  'copy-to-postgres-cli.ts',
  'env.ts',
  'index.ts',
  'main.ts',
  'migrate-cli.ts',
  'seed-cli.ts',
  'server.ts',
  'testing',
  'trusted-documents-cli.ts',
];

const RANK = new Map(LAYERS.flatMap((layer, rank) => layer.map((entry) => [entry, rank])));

// `from '…'`, `import '…'` and `import('…')`, type-only imports and re-exports included, which
// is every way a module names another here.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The entry of `src/` (a folder, or a root file) a path lies in. */
function entryOf(path: string): string {
  const [first = ''] = relative(SOURCE, path).split(sep);
  return first;
}

/** The layer's rank of a path's entry; a specifier's target may omit the file's `.ts`. */
function rankOf(path: string): number | undefined {
  const entry = entryOf(path);
  return RANK.get(entry) ?? RANK.get(`${entry}.ts`);
}

/** Every source file of the layers, tests and generated code left out. */
function layeredFiles(): string[] {
  const files: string[] = [];
  for (const entry of LAYERS.flat()) {
    if (entry === 'generated') continue;
    const path = join(SOURCE, entry);
    if (!existsSync(path)) continue;
    const names = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((name) => join(path, name))
      : [path];
    files.push(...names.filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)));
  }
  return files;
}

/** Every import of a layer's file from a layer above it, as `file -> specifier`. */
function upwardImports(): string[] {
  const offenders: string[] = [];
  for (const path of layeredFiles()) {
    const rank = rankOf(path) ?? -1;
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
      if (!specifier?.startsWith('.')) continue;
      const target = rankOf(resolve(dirname(path), specifier));
      if (target === undefined || target > rank) {
        offenders.push(`${relative(SOURCE, path)} -> ${specifier}`);
      }
    }
  }
  return offenders;
}

describe('server layering', () => {
  it('given every folder and root file of src/, each has a place: a layer or above them', () => {
    const entries = readdirSync(SOURCE).filter(
      (name) => !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'),
    );
    const placed = new Set([...RANK.keys(), ...ABOVE_THE_LAYERS]);
    expect(entries.filter((name) => !placed.has(name))).toEqual([]);
  });

  it('given the layers, each entry they name exists', () => {
    const named = [...LAYERS.flat(), ...ABOVE_THE_LAYERS];
    expect(named.filter((entry) => !existsSync(join(SOURCE, entry)))).toEqual([]);
  });

  it('given the layers, none imports from a layer above it', () => {
    expect(upwardImports()).toEqual([]);
  });
});
