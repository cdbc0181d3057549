#!/usr/bin/env node
// Node's ESM loader and TypeScript's node16/nodenext resolution need a file extension on every
// relative import, while the libraries' sources import extensionless (bundler resolution). After
// `tsc` has emitted a package's dist/ one module per source file, this names the file each
// relative specifier of a `.js` or `.d.ts` resolves to: `./money` becomes `./money.js`, a folder
// `./react` becomes `./react/index.js`. Usage: `node esm-import-extensions.mjs <dist>`.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const dist = process.argv[2];
if (!dist || !existsSync(dist)) {
  console.error(`usage: esm-import-extensions.mjs <dist>; no such folder: ${dist}`);
  process.exit(1);
}

// `from './x'`, `from '..'`, `import './x'`, `import('./x')` in emitted JavaScript and declarations.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

/** The specifier with the extension of the emitted file it resolves to, or as it was. */
function withExtension(directory, specifier, extension) {
  if (/\.(m?js|json)$/.test(specifier)) return specifier;
  if (existsSync(join(directory, `${specifier}${extension}`))) return `${specifier}.js`;
  if (existsSync(join(directory, specifier, `index${extension}`))) return `${specifier}/index.js`;
  throw new Error(`${directory}: '${specifier}' names no emitted module`);
}

let rewritten = 0;
for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const path = join(dist, file);
  if (!statSync(path).isFile()) continue;
  const extension = file.endsWith('.d.ts') ? '.d.ts' : file.endsWith('.js') ? '.js' : null;
  if (!extension) continue;
  const code = readFileSync(path, 'utf8');
  const next = code.replace(
    SPECIFIER,
    (_, keyword, quote, specifier) =>
      `${keyword}${quote}${withExtension(dirname(path), specifier, extension)}${quote}`,
  );
  if (next !== code) {
    writeFileSync(path, next);
    rewritten += 1;
  }
}
console.log(`esm-import-extensions: ${rewritten} files in ${dist}`);
