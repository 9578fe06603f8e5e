import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter(), vanillaExtractPlugin()],
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
  },
  server: { fs: { allow: ['../..'] } },
});
