import { describe, expect, it } from 'vitest';
import { LOST_BROWSER, lostBrowserOnly } from './vitest-run.mjs';

const isStory = (name) => name.includes('.stories.');
const report = (numFailedTests, files) => ({
  numFailedTests,
  testResults: files.map(([name, status]) => ({ name, status })),
});
const lost = `Error: Failed to run the test a.stories.tsx.\nCaused by: Error: [vitest] ${LOST_BROWSER}. Was the page closed unexpectedly?`;

describe('lostBrowserOnly: when the test command runs the stories again', () => {
  it('after the lost-browser fault with no failed test', () => {
    const files = [
      ['/r/packages/core/src/a.test.ts', 'passed'],
      ['/r/packages/ui/src/A.stories.tsx', 'failed'],
    ];
    expect(lostBrowserOnly(lost, report(0, files), isStory)).toBe(true);
  });

  it('never when a test failed, even with the fault', () => {
    expect(lostBrowserOnly(lost, report(1, []), isStory)).toBe(false);
  });

  it('never when a file of another project failed to run', () => {
    const files = [['/r/apps/server/src/a.test.ts', 'failed']];
    expect(lostBrowserOnly(lost, report(0, files), isStory)).toBe(false);
  });

  it('never for any other failure', () => {
    expect(lostBrowserOnly('Error: Failed to load config', report(0, []), isStory)).toBe(false);
  });
});
