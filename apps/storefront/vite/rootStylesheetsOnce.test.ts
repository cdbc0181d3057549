import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { markRootStylesheets, rootStylesheets } from './rootStylesheetsOnce';

/** An output chunk with what the plugin reads of it. */
function chunk(fileName: string, facadeModuleId: string | null, imports: string[], css: string[]) {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk(
      'assets/entry.client-a.js',
      '/shop/node_modules/dev/entry.client.tsx',
      [],
      ['assets/entry-a.css'],
    ),
    chunk(
      'assets/root-b.js',
      '/shop/app/root.tsx?__react-router-build-client-route',
      ['assets/ui-c.js'],
      [],
    ),
    chunk('assets/ui-c.js', null, ['assets/ui-c.js'], ['assets/theme-c.css']),
    chunk(
      'assets/product-d.js',
      '/shop/app/routes/product.tsx?__react-router-build-client-route',
      [],
      ['assets/product-d.css'],
    ),
    chunk(
      'assets/sheet-e.js',
      '/shop/app/components/sheet.tsx',
      ['assets/ui-c.js'],
      ['assets/sheet-e.css'],
    ),
  ].map((file) => [file.fileName, file]),
) as Rollup.OutputBundle;

describe('rootStylesheets', () => {
  it("given a bundle / answers the client entry's and the root route's stylesheets with those of the chunks they import, no other route's", () => {
    expect([...rootStylesheets(bundle)].sort()).toEqual([
      'assets/entry-a.css',
      'assets/theme-c.css',
    ]);
  });
});

describe('markRootStylesheets', () => {
  const list =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/sheet-e.js","assets/ui-c.js","assets/theme-c.css","assets/sheet-e.css"])))=>i.map(i=>d[i]);';

  it("given a chunk's dependency list / names the root's stylesheets with React Router's '#' and leaves the others", () => {
    const code = `${list}\nimport{a}from"./ui-c.js";`;
    expect(markRootStylesheets(code, new Set(['assets/theme-c.css']))).toBe(
      `${list.replace('"assets/theme-c.css"', '"assets/theme-c.css#"')}\nimport{a}from"./ui-c.js";`,
    );
  });

  it('given code without a dependency list / leaves it as it is, strings naming a stylesheet too', () => {
    const code = 'const href="assets/theme-c.css";export{href};';
    expect(markRootStylesheets(code, new Set(['assets/theme-c.css']))).toBe(code);
  });
});
