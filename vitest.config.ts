import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

// The committed baseline of every story's picture, one PNG per story id: made on Debian's
// Chromium with the flags of scripts/chromium.ts, as CI runs it (`pnpm test:visual:update`).
const visualBaselines = '.storybook/visual-baselines';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/site/src/**/*.test.{ts,tsx}',
            'eslint/**/*.test.ts',
            'scripts/*.test.mjs',
          ],
          environment: 'happy-dom',
          setupFiles: ['./scripts/vitest.unit-setup.ts'],
          // The lint-rule tests run ESLint; on a loaded machine that takes more than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Every file builds its own app from the module factories, so nothing a file needs is
          // left in a module by another: each worker imports the server once, not once a file
          // (a run spent most of its time importing it again).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A failed comparison's images, attached to its report, with the rest of the reports.
          attachmentsDir: 'test-reports/attachments',
        },
      },
      {
        // Tests only PostgreSQL can run (several server processes on one database): run by
        // `pnpm test` when DATABASE_URL is set (.ci/run gives it a fresh database).
        test: {
          name: 'postgres',
          include: ['apps/server/src/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // The screenshot comparison (an afterEach hook in .storybook/vitest.setup.ts), part of
          // `pnpm test`; VISUAL_REVIEW=0 leaves it out of a quick local run of some stories.
          provide: { visualReview: process.env.VISUAL_REVIEW !== '0' },
          hookTimeout: 60_000,
          // A failed comparison's images, attached to its report, with the rest of the reports.
          attachmentsDir: 'test-reports/attachments',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Room for the largest story viewport (the xl breakpoint, 1200 by 900), so Vitest
              // shows the story's frame at scale 1 and a screenshot has every pixel of it; the
              // time zone and language pinned, so a date or a number draws the same anywhere.
              contextOptions: {
                viewport: { width: 1200, height: 900 },
                deviceScaleFactor: 1,
                timezoneId: 'UTC',
                locale: 'en-US',
              },
            }),
            instances: [{ browser: 'chromium' }],
            // Each story's picture against its baseline (.storybook/vitest.setup.ts).
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Two steady shots in a row before comparing; a loaded CI machine needs the time.
                timeout: 20_000,
                // A few pixels of leeway for anti-aliasing; a moved border is hundreds of pixels.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 4 },
                resolveScreenshotPath: ({ arg, ext, root }) =>
                  path.join(root, visualBaselines, `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext, root }) =>
                  path.join(root, 'test-reports/visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
