import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', 'seed-cli': 'src/seed-cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages export TypeScript source, so the server bundles them; native and
  // runtime dependencies stay in node_modules.
  noExternal: ['@peptide/domain'],
  external: ['better-sqlite3'],
});
