import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress';
import { rootStylesheetsOnce } from './vite/rootStylesheetsOnce';

// The dev server answers where the built storefront does (STOREFRONT_PORT, default 3000); PORT
// belongs to the commerce server.
const port = Number(process.env.STOREFRONT_PORT ?? 3000);

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), rootStylesheetsOnce(), precompress()],
  server: { host: process.env.STOREFRONT_HOST ?? '127.0.0.1', port, strictPort: true },
});
