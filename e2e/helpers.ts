import type { Page } from '@playwright/test';

/** Marks the site-entry (adults only) warning as accepted, so it does not cover the page. */
export async function acceptSiteEntry(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('site-entry-accepted', '1'));
}

/** Waits until React has hydrated the page and the site's behaviours are installed. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
