import { defineConfig } from 'tsup';

export default defineConfig({
  // Entry names match publishConfig.exports: dist/index.* and dist/react.*.
  entry: { index: 'src/index.ts', react: 'src/react/index.ts' },
  format: ['esm'],
  // The typecheck's project-reference settings (composite) do not apply to the bundled .d.ts.
  dts: { compilerOptions: { composite: false } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Dependencies and peers stay imports; react and urql are the react entry's peers.
  external: ['react', 'react/jsx-runtime', 'urql'],
});
