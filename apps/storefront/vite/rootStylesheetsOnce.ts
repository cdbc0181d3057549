import type { Plugin, Rollup } from 'vite';

/** The root route's module, as React Router's client build names it (with its query). */
const ROOT_ROUTE = /[/\\]app[/\\]root\.tsx(?:\?|$)/;
/** The client entry, React Router's own or the app's. */
const CLIENT_ENTRY = /[/\\]entry\.client\.[jt]sx?(?:\?|$)/;
/** The dependency list Vite's import analysis writes at the top of a chunk with lazy imports. */
const DEPENDENCY_LIST = /^const __vite__mapDeps=.*$/m;

/**
 * Keeps the root route's stylesheets from being loaded a second time by a lazy import.
 *
 * React Router links a stylesheet that a lazy chunk also needs with a trailing `#` (its
 * `getReactRouterManifestBuildAssets`). Vite's preload helper skips a stylesheet only when a
 * `<link>` with its exact URL is in the document, so it adds a link of its own, which outlives
 * the route's when a navigation removes that. For the root route's stylesheets the second link
 * only doubles them, since the root's links never leave the page: the theme (685 rules, its
 * custom properties on `:root`) was applied twice, and the whole page restyled after hydration.
 * The lazy chunks' dependency lists name those stylesheets with the same `#`, so the helper
 * finds the root's link and adds none.
 */
export function rootStylesheetsOnce(): Plugin {
  return {
    name: 'peptide:root-stylesheets-once',
    apply: 'build',
    generateBundle: {
      // After Vite's import analysis has written the dependency lists.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.consumer !== 'client') return;
        const stylesheets = rootStylesheets(bundle);
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = markRootStylesheets(file.code, stylesheets);
        }
      },
    },
  };
}

/**
 * The stylesheets every page links: those of the client entry and the root route, with the
 * chunks they import.
 *
 * @param bundle - the client build's output
 * @returns the stylesheets' file names (`assets/theme-hash.css`)
 */
export function rootStylesheets(bundle: Rollup.OutputBundle): Set<string> {
  const stylesheets = new Set<string>();
  const visited = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (visited.has(fileName) || chunk?.type !== 'chunk') return;
    visited.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) stylesheets.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const file of Object.values(bundle)) {
    const module = file.type === 'chunk' ? file.facadeModuleId : null;
    if (module && (ROOT_ROUTE.test(module) || CLIENT_ENTRY.test(module))) visit(file.fileName);
  }
  return stylesheets;
}

/**
 * Names each of the given stylesheets in a chunk's dependency list as React Router links it.
 *
 * @param code - the chunk's code
 * @param stylesheets - the root's stylesheets
 * @returns the code, its dependency list (if it has one) rewritten
 */
export function markRootStylesheets(code: string, stylesheets: Set<string>): string {
  return code.replace(DEPENDENCY_LIST, (list) =>
    list.replace(/"([^"]+\.css)"/g, (quoted, file: string) =>
      stylesheets.has(file) ? `"${file}#"` : quoted,
    ),
  );
}
