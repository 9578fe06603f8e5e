import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { precompress } from './build-tools/precompress';
import { puckNoExternalFont } from './build-tools/puck-no-external-font';
import { shellChunks } from './build-tools/shell-chunks';

export default defineConfig({
  // One stylesheet for the whole site: on a slow line every extra render-blocking file costs a
  // round trip before the first paint (a long one on QUALITY.md's mobile profile), more than the
  // unused rules do.
  // SITE_SOURCEMAP=1 writes source maps, for bench/web/sources.mjs (which package costs what).
  build: { cssCodeSplit: false, sourcemap: process.env.SITE_SOURCEMAP === '1' },
  plugins: [reactRouter(), vanillaExtractPlugin(), puckNoExternalFont(), shellChunks(), precompress()],
  optimizeDeps: {
    include: [
      'i18next',
      'react-i18next',
      'swr',
      'zod',
      '@amori/ui > react-aria-components',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
    // Dependencies bundled for the dev server go through it too (Puck's external font).
    rolldownOptions: { plugins: [puckNoExternalFont()] },
  },
  server: { fs: { allow: ['../..'] } },
});
