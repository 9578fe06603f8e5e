// `pnpm bench:web:lighthouse`: Lighthouse itself (its default mobile profile: Moto G Power
// viewport, 4x CPU slowdown, simulated slow 4G) on the five app pages of QUALITY.md, against a
// production build. Prints, per page, the median over LH_RUNS runs of the performance score, LCP
// and TBT, and the JavaScript the page loaded (transfer size, as served) in how many files.
//
// Lighthouse's TBT and score are simulated from a trace taken on this machine, so they move with
// its load (`uptime`); the JavaScript bytes and files do not. Run it when the machine is quiet.
//
//   LH_RUNS=3            runs a page (median)
//   LH_PAGES=index,login only these pages
//   LH_BASE=http://…     measure a site already running (another build, for a comparison)
//   LH_SAVE=file.json    keep this run's figures; LH_BASELINE=file.json prints them side by side
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
import { ensureSiteBuilt } from '../../scripts/lib.mjs';
import { startSite } from '../lib/server.mjs';
import { median } from '../lib/stats.mjs';

export const LIGHTHOUSE_SCORE_TARGET = 95;
export const LIGHTHOUSE_TBT_TARGET_MS = 150;
const JS_BUDGET_KB = 160;
const JS_FILES_BUDGET = 25;
/** Lighthouse's own threshold (core/gather/driver/environment.js) for "slower CPU than expected". */
const SLOW_HOST_INDEX = 1000;

const RUNS = Number(process.env.LH_RUNS ?? 3);
const firstMember = async (base) => {
  const found = await (await fetch(`${base}/api/members.php`)).json();
  return `/members/${found.profiles[0].id}`;
};
const pages = [
  { name: 'index', path: '/' },
  { name: 'members', path: '/members' },
  { name: 'profile', path: firstMember },
  { name: 'login', path: '/login' },
  { name: 'info', path: '/pages/terms' },
];

/** One Lighthouse run: the figures QUALITY.md sets targets for. */
async function audit(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  // A run Lighthouse could not finish (no paint within its limits on a loaded machine).
  if (lhr.runtimeError) return { error: lhr.runtimeError.code };
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    jsBytes: scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
  };
}

const base = process.env.LH_BASE;
if (!base) ensureSiteBuilt();
const site = base ? { base, stop() {} } : await startSite(Number(process.env.BENCH_PORT ?? 3290));
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const only = process.env.LH_PAGES?.split(',');
const rows = [];
const loadBefore = loadavg()[0];
try {
  for (const page of pages.filter((p) => !only || only.includes(p.name))) {
    const path = typeof page.path === 'function' ? await page.path(site.base) : page.path;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${site.base}${path}`, chrome.port));
    const done = runs.filter((r) => !r.error);
    const of = (key) => (done.length ? median(done.map((r) => r[key])) : undefined);
    rows.push({
      name: page.name,
      path,
      score: of('score'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      jsKb: done.length ? of('jsBytes') / 1024 : undefined,
      jsFiles: of('jsFiles'),
      benchmarkIndex: of('benchmarkIndex'),
      errors: runs.filter((r) => r.error).map((r) => r.error),
    });
  }
} finally {
  await chrome.kill();
  site.stop();
}
const loadAfter = loadavg()[0];

if (process.env.LH_SAVE) writeFileSync(process.env.LH_SAVE, JSON.stringify(rows, null, 2));
const baseline = process.env.LH_BASELINE
  ? new Map(JSON.parse(readFileSync(process.env.LH_BASELINE, 'utf8')).map((row) => [row.name, row]))
  : null;

const figure = (value, digits) => (value === undefined ? 'n/a' : value.toFixed(digits));
const cell = (now, before, digits = 0) =>
  (baseline ? `${figure(before, digits)} → ${figure(now, digits)}` : figure(now, digits)).padStart(
    baseline ? 15 : 7,
  );
console.log(
  `\nLighthouse ${JSON.stringify(RUNS)} run(s) a page, mobile, simulated throttling; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
);
// Lighthouse multiplies the CPU time it observes by 4, whatever this machine's speed: on a host
// slower than it expects, TBT is longer and the score lower than on the machine it assumes.
const hostIndex = median(rows.map((row) => row.benchmarkIndex).filter((index) => index !== undefined));
console.log(
  `host CPU: Lighthouse benchmark index ${Number.isFinite(hostIndex) ? Math.round(hostIndex) : 'n/a'} (Lighthouse warns below ${SLOW_HOST_INDEX}: a slower host shows a longer TBT and a lower score)`,
);
if (baseline) console.log(`(before → after; before from ${process.env.LH_BASELINE})`);
console.log(
  `${'page'.padEnd(8)} ${'score'.padStart(baseline ? 15 : 7)} ${'LCP ms'.padStart(baseline ? 15 : 7)} ${'TBT ms'.padStart(baseline ? 15 : 7)} ${'JS KB'.padStart(baseline ? 15 : 7)} ${'JS files'.padStart(baseline ? 15 : 7)}  targets`,
);
for (const row of rows) {
  const before = baseline?.get(row.name);
  const verdicts =
    row.score === undefined
      ? [`not measured (${row.errors.join(', ')})`]
      : [
          row.score >= LIGHTHOUSE_SCORE_TARGET ? 'score PASS' : 'score FAIL',
          row.tbt <= LIGHTHOUSE_TBT_TARGET_MS ? 'TBT PASS' : 'TBT FAIL',
          row.jsKb <= JS_BUDGET_KB && row.jsFiles <= JS_FILES_BUDGET ? 'JS PASS' : 'JS FAIL',
        ];
  console.log(
    `${row.name.padEnd(8)} ${cell(row.score, before?.score)} ${cell(row.lcp, before?.lcp)} ${cell(row.tbt, before?.tbt)} ${cell(row.jsKb, before?.jsKb, 1)} ${cell(row.jsFiles, before?.jsFiles)}  ${verdicts.join(', ')}`,
  );
}
console.log(
  `\ntargets (QUALITY.md): score ≥ ${LIGHTHOUSE_SCORE_TARGET}, TBT ≤ ${LIGHTHOUSE_TBT_TARGET_MS} ms, JS ≤ ${JS_BUDGET_KB} KB in ≤ ${JS_FILES_BUDGET} files.` +
    '\nThe JS figures are the firm ones; score, LCP and TBT are simulated from this machine’s trace and move with its load.',
);
