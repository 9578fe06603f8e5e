import { expect, test as base, type BrowserContext } from '@playwright/test';

export { expect };

/** How Chromium words a CSP violation in the console. */
const CSP_MESSAGE =
  /Content Security Policy|Refused to (load|execute|apply|connect|frame|create|evaluate|compile)/i;

/** Records every CSP violation of the pages of `context`: console messages and DOM events. */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text()))
      violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) =>
    violations.push(`${page.url()}: ${text}`),
  );
  // Injected by the browser's debugging protocol, so the page's own CSP does not block it.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void })
        .__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/**
 * Every spec's `test`: fails a test after it ran when a page broke the site's Content Security
 * Policy, in the test's own context or in one it opened.
 */
export const test = base.extend<{ cspViolations: void }>({
  cspViolations: [
    async ({ context, browser }, runTest) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      // Contexts the test opens itself (browser.newContext) are watched too, for this test only.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        await watchCsp(opened, violations);
        return opened;
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
