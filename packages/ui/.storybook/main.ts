import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig, type Rolldown } from 'vite';

/**
 * Warnings that are not problems of this build: Radix and sonner mark their modules `use client`
 * (a static Storybook has no server to tell), and the bundler's report of which plugin took its
 * time (React docgen, mostly).
 */
function isNoise(warning: Rolldown.RolldownLog): boolean {
  if (warning.code === 'PLUGIN_TIMINGS') return true;
  return warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client');
}

const config: StorybookConfig = {
  // The docs pages (introduction, design tokens) first, then every component's stories.
  stories: ['../src/docs/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The props tables come from the type checker: react-docgen shows readonly arrays and props
  // inherited from recipe variants as `unknown`, with no control.
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    const onwarn = viteConfig.build?.rolldownOptions?.onwarn;
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // The build runs in `pnpm test`: print warnings and errors, not the list of assets.
      logLevel: 'warn',
      build: {
        // The preview bundles Storybook's own runtime (about 1 MB); shoppers never load it.
        chunkSizeWarningLimit: 2000,
        rolldownOptions: {
          onwarn: ((warning, defaultHandler) => {
            if (isNoise(warning)) return;
            if (onwarn) onwarn(warning, defaultHandler);
            else defaultHandler(warning);
          }) satisfies Rolldown.InputOptions['onwarn'],
        },
      },
    });
  },
};

export default config;
