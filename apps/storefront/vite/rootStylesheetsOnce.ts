import type { Plugin, Rollup } from 'vite';

/** The root route's module, as React Router's client build names it (with its query). */
const ROOT_ROUTE = /[/\\]app[/\\]root\.tsx(?:\?|$)/;
/** The client entry, React Router's own or the app's. */
const CLIENT_ENTRY = /[/\\]entry\.client\.[jt]sx?(?:\?|$)/;
/** The dependency list Vite's import analysis writes at the top of a chunk with lazy imports. */
const DEPENDENCY_LIST = /^const __vite__mapDeps=.*$/m;

/**
 * Keeps the root route's stylesheets from loading twice (decision 015): React Router links a
 * stylesheet a lazy chunk also needs with a trailing `#`, and Vite's preload helper skips only a
 * `<link>` of the exact URL. The lazy chunks' dependency lists name the root's stylesheets with
 * the same `#`, so the helper finds the root's link and adds none.
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

/** The stylesheets every page links: the client entry's and root route's, with their imports'. */
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

/** Names the root's stylesheets in a chunk's dependency list as React Router links them. */
export function markRootStylesheets(code: string, stylesheets: Set<string>): string {
  return code.replace(DEPENDENCY_LIST, (list) =>
    list.replace(/"([^"]+\.css)"/g, (quoted, file: string) =>
      stylesheets.has(file) ? `"${file}#"` : quoted,
    ),
  );
}
