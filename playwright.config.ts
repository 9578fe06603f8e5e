import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails once is a defect to fix, not to run again.
  retries: 0,
  reporter: [['list']],
  // Every expectation waits for a condition; the bound only decides how long a loaded machine
  // may take to meet it (a passing test never waits it out). 5 s, the default, was met by a
  // navigation on two cores with the suite beside other work, and missed by a few.
  expect: { timeout: 15_000 },
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // A fresh embedded database every run: nothing a previous run left behind matters.
    command: `node scripts/e2e-server.mjs ${port}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Seeding the 500 demo members takes a while, and many times as long on a busy machine.
    // Waiting longer costs nothing when it is quick.
    timeout: 600_000,
    stdout: 'pipe',
  },
});
