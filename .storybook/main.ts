import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PluginOption } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
  staticDirs: [],
  async viteFinal(cfg) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(cfg, {
      plugins: [vanillaExtractPlugin()] as PluginOption[],
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          'i18next',
          'react-i18next',
          'radix-ui',
          'react-aria-components',
          'react-aria',
          'motion/react',
          'motion/react-m',
          '@internationalized/date',
          'radix-ui/dialog',
        ],
      },
    });
  },
};
export default config;
