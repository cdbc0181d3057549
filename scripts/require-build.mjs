#!/usr/bin/env node
// A package's `prepack`: refuses to pack when a file its published `exports` name is missing, so
// `pnpm pack` never writes a tarball of only package.json and README.md. Run in the package.
import { existsSync, readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const exportsMap = manifest.publishConfig?.exports ?? manifest.exports ?? {};
const files = Object.values(exportsMap).flatMap((target) =>
  typeof target === 'string' ? [target] : Object.values(target),
);
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `${manifest.name}: not built (missing ${missing.join(', ')}); run \`pnpm --filter ${manifest.name} build\` first`,
  );
  process.exit(1);
}
