import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Test files named `name.isolated.test.tsx` get a module graph of their own: they mock a module
 * (`vi.mock` replaces it in the module cache, which shared files would keep), or they play stories
 * and check what the play did (Storybook's interaction recorder keeps per-run state across files).
 */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // turbo runs every package's tests at once on a 2-core machine: typing through a long form
    // with userEvent can outlast the 5 s default there without anything being wrong.
    testTimeout: 30_000,
    // happy-dom applies the CSS of these style files, so their tests can check computed styles
    // (for example that hidden account tab panels are not displayed). Others stay unstyled.
    css: { include: [/AccountTabs\.css\.ts\.vanilla\.css$/] },
    // The projects' `include` lists are the whole: a list at this level would be added to each.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [ISOLATED],
          // Every file imports React, Radix and the Storybook preview; loading them once per
          // worker rather than once per file is most of the suite's time. The setup file
          // clears what a file leaves in the shared document.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: [ISOLATED] } },
    ],
  },
});
