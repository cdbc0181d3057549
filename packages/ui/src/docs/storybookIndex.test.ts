import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** An entry of the static build's `index.json` (Storybook's index, version 5). */
interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  importPath: string;
}

// turbo runs this after `build-storybook` (turbo.json: `@peptide/ui#test` depends on it).
const indexFile = join(import.meta.dirname, '../../storybook-static/index.json');

// Every story file's meta, so a new component is held to a docs page without touching this file.
const metas = import.meta.glob<{ title: string }>('../**/*.stories.tsx', {
  eager: true,
  import: 'default',
});

/** The built index's entries; a missing build fails here rather than passing with nothing. */
function builtEntries(): IndexEntry[] {
  if (!existsSync(indexFile)) {
    throw new Error(
      `${indexFile} is missing: run \`pnpm --filter @peptide/ui build-storybook\` first`,
    );
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

describe('the static Storybook build', () => {
  const docsPages = () => builtEntries().filter((entry) => entry.type === 'docs');

  it('given the build, it opens with the Introduction and then the Design tokens page', () => {
    const titles = docsPages().map((entry) => entry.title);
    expect(titles.slice(0, 2)).toEqual(['Introduction', 'Design tokens']);
  });

  it('given the package, story files are found', () => {
    expect(Object.keys(metas).length).toBeGreaterThan(0);
  });

  for (const [path, meta] of Object.entries(metas)) {
    it(`given ${path.replace('../', 'src/')}, it has a docs page`, () => {
      const importPath = `./src/${path.replace('../', '')}`;
      const page = docsPages().find((entry) => entry.importPath === importPath);
      expect(page?.title).toBe(meta.title);
    });
  }
});
