// bench/web: JS and CSS a page needs (gzip, from the built assets) and its LCP/CLS in Chromium
// with Lighthouse's mobile profile (QUALITY.md), median of 5 cold loads per page.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { ensureSiteBuilt, root } from '../../scripts/lib.mjs';
import { startSite } from '../lib/server.mjs';
import { chunkReport, printChunkReport, SHELL_BUDGET_KB } from './chunks.mjs';
import { median } from '../lib/stats.mjs';

// The IIFE build is not in the package's exports map: read it from the installed folder.
const webVitals = readFileSync(path.join(root, 'node_modules/web-vitals/dist/web-vitals.iife.js'), 'utf8');
const clientDir = path.join(root, 'apps/site/build/client');
const LOADS = Number(process.env.LOADS ?? 5);
const pages = [
  { name: 'index', path: '/', lcpBudget: 2000 },
  { name: 'members', path: '/members', lcpBudget: 2000 },
  // A member's profile, logged out: the most recently active member the search shows.
  {
    name: 'profile',
    path: async (base) => {
      const found = await (await fetch(`${base}/api/members.php`)).json();
      return `/members/${found.profiles[0].id}`;
    },
    lcpBudget: 2000,
  },
  // Landers: paid traffic on phones, the tightest budget (QUALITY.md: LCP ≤ 1.5 s,
  // TBT ≤ 50 ms, ≤ 120 KB JS).
  // Signup, logged out: its first step is server-rendered, the later steps load on idle.
  { name: 'signup', path: '/signup', lcpBudget: 2000 },
  // My profile, logged in as the demo's free member: rendered in the browser, its
  // photo upload (FileDrop) loaded on demand behind a same-size placeholder.
  { name: 'myprofile', path: '/profile', lcpBudget: 2000, login: 'free@example.com' },
  { name: 'swipe', path: '/landers/tinderswipe', lcpBudget: 1500, tbtBudget: 50 },
  { name: 'gallery', path: '/landers/gallery', lcpBudget: 1500, tbtBudget: 50 },
  {
    name: 'mlanding',
    path: async (base) => {
      const found = await (await fetch(`${base}/api/members.php`)).json();
      return `/members/${found.profiles[0].id}/landing`;
    },
    lcpBudget: 1500,
    tbtBudget: 50,
  },
];

const gzipOf = (urlPath) => {
  const file = path.join(clientDir, urlPath);
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
};

/** A demo member's session cookies (the demo's password), for the pages measured logged in. */
async function sessionCookies(base, email) {
  const response = await fetch(`${base}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify({ email, password: 'Demo-pass-2026' }),
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status}`);
  return response.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: base };
  });
}

async function measure(browser, url, cookies = []) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  if (cookies.length) await context.addCookies(cookies);
  await context.addInitScript(`${webVitals};
    window.__vitals = { lcp: 0, cls: 0, tbt: 0 };
    // Total blocking time: each long task's time beyond 50 ms (Lighthouse's definition).
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) window.__vitals.tbt += Math.max(0, task.duration - 50);
    }).observe({ type: 'longtask', buffered: true });
    webVitals.onLCP((m) => { window.__vitals.lcp = m.value; }, { reportAllChanges: true });
    webVitals.onCLS((m) => { window.__vitals.cls = m.value; }, { reportAllChanges: true });`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: 188743,
    uploadThroughput: 86400,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const assets = { js: new Set(), css: new Set() };
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) assets.js.add(pathname);
    if (pathname.endsWith('.css')) assets.css.add(pathname);
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Public pages must have their content in the first HTML, before any script runs.
  const firstHtml = (await response?.text()) ?? '';
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => globalThis.__vitals);
  await context.close();
  const sum = (set) => [...set].reduce((total, p) => total + gzipOf(p), 0);
  return {
    status: response?.status() ?? 0,
    lcp: vitals.lcp,
    cls: vitals.cls,
    tbt: vitals.tbt,
    js: sum(assets.js),
    // Inline scripts in the first HTML (a lander's loader), counted with the files.
    inlineJs: [
      ...firstHtml.matchAll(
        /<script(?![^>]*type="(?:amori\/deferred|application\/(?:ld\+)?json)")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ]
      .map((m) => gzipSync(m[1]).length)
      .reduce((a, b) => a + b, 0),
    htmlHasHeading: /<h1[\s>]/.test(firstHtml),
    css: sum(assets.css),
  };
}

ensureSiteBuilt();
const site = await startSite(Number(process.env.BENCH_PORT ?? 3290));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = [];
try {
  for (const p of pages) {
    const runs = [];
    const pathOf = typeof p.path === 'function' ? await p.path(site.base) : p.path;
    const cookies = p.login ? await sessionCookies(site.base, p.login) : [];
    for (let i = 0; i < LOADS; i++) runs.push(await measure(browser, `${site.base}${pathOf}`, cookies));
    rows.push({ ...p, path: pathOf, runs });
  }
} finally {
  await browser.close();
  site.stop();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(
  `\nbench/web — ${LOADS} cold loads a page, 4x CPU, 562.5 ms RTT, 1.5 Mbit/s down, 412x823 @1.75\n`,
);
console.log(
  'page      status  JS gzip KB  CSS gzip KB  LCP median ms  CLS max  TBT median ms   LCP budget  JS budget    TBT budget',
);
for (const { name, runs, lcpBudget, tbtBudget } of rows) {
  const status = runs[0].status;
  const js = median(runs.map((r) => r.js + r.inlineJs));
  const tbt = median(runs.map((r) => r.tbt));
  const tbtOk = tbtBudget === undefined ? '' : status === 200 ? (tbt <= tbtBudget ? 'PASS' : 'FAIL') : 'n/a';
  const css = median(runs.map((r) => r.css));
  const lcp = median(runs.map((r) => r.lcp));
  const cls = Math.max(...runs.map((r) => r.cls));
  const lcpOk = status === 200 ? (lcp <= lcpBudget ? 'PASS' : 'FAIL') : 'n/a';
  const jsOk = status === 200 ? (js / 1024 <= SHELL_BUDGET_KB ? 'PASS' : 'FAIL') : 'n/a';
  console.log(
    `${name.padEnd(9)} ${String(status).padStart(6)}  ${kb(js).padStart(10)}  ${kb(css).padStart(11)}  ${lcp.toFixed(0).padStart(13)}  ${cls.toFixed(3).padStart(7)}  ${tbt.toFixed(0).padStart(13)}   ${`${lcpOk} ≤${lcpBudget}`.padEnd(10)}  ${`${jsOk} ≤${SHELL_BUDGET_KB} KB`.padEnd(11)}  ${tbtBudget === undefined ? '' : `${tbtOk} ≤${tbtBudget}`}`,
  );
}
console.log('\n(status other than 200: the page is not built yet, so its figures are not budgeted)');
for (const { name, runs, login } of rows) {
  console.log(
    login
      ? `${name}: a member's page, rendered in the browser (logged in as ${login})`
      : `${name}: heading in the first HTML (server-rendered content): ${runs[0].htmlHasHeading ? 'yes' : 'NO'}`,
  );
}
printChunkReport(chunkReport(clientDir));
