import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // turbo runs every package's tests at once on a 2-core machine: typing through a long form
    // with userEvent can outlast the 5 s default there without anything being wrong.
    testTimeout: 30_000,
    // happy-dom applies the CSS of these style files, so their tests can check computed styles
    // (for example that hidden account tab panels are not displayed). Others stay unstyled.
    css: { include: [/AccountTabs\.css\.ts\.vanilla\.css$/] },
  },
});
