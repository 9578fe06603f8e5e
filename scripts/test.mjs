// `pnpm test`: every test of every layer, in order of speed, with the counts printed at the end.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  bin,
  ensureChromium,
  ensureInstalled,
  ensureServerBuilt,
  ensureSiteBuilt,
  root,
  run,
} from './lib.mjs';
import { runVitest } from './vitest-run.mjs';

const started = Date.now();
// `pnpm test:full` (--full): the same suites at full size, run before a release and by hand.
// `pnpm test` and CI run a representative slice, so .ci/run stays within its budget.
const full = process.argv.includes('--full');
if (full) {
  process.env.FUZZ_RUNS ??= '1000'; // fast-check cases per API call (slice: 200)
  process.env.A11Y_LOCALES ??= 'all'; // the axe sweep's locales (slice: en at 390 px, de at 1280)
  process.env.A11Y_WIDTHS ??= '390,576,768,992,1200,1280'; // at each of these widths
  process.env.LANDERS ??= 'all'; // every lander route without JavaScript (slice: three)
}
ensureInstalled();
ensureChromium();

run('typecheck', process.execPath, [path.join(root, 'scripts/typecheck.mjs')]);
run('lint', bin('eslint'), ['--max-warnings', '0', '.']);
run('format check', bin('prettier'), ['--check', '--log-level', 'warn', '.']);

const results = path.join(root, 'test-reports');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, 'vitest.json');
// The postgres project (several server processes on one PostgreSQL) needs a database: .ci/run
// gives it one; without DATABASE_URL it is left out, and said so.
const projects = ['unit', 'server', 'storybook'];
if (process.env.DATABASE_URL) projects.push('postgres');
else console.log('ℹ PostgreSQL tests not run: DATABASE_URL is not set (.ci/run sets one).');
const isStoryFile = (name) => name.includes('.stories.');
await runVitest({
  label: `vitest: ${projects.join(', ')}`,
  vitest: bin('vitest'),
  projects,
  json: vitestJson,
  browserProject: 'storybook',
  isBrowserFile: isStoryFile,
});

ensureSiteBuilt({ force: true });
ensureServerBuilt({ force: true });
const e2eJson = path.join(results, 'e2e.json');
run('playwright: e2e', bin('playwright'), ['test', '--reporter=list,json'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
});

// Counts by layer.
const counts = { unit: [0, 0, 0], server: [0, 0, 0], story: [0, 0, 0], e2e: [0, 0, 0] };
const add = (layer, status) => {
  const i = status === 'passed' ? 0 : status === 'failed' ? 1 : 2;
  counts[layer][i] += 1;
};
for (const file of JSON.parse(readFileSync(vitestJson, 'utf8')).testResults) {
  const layer = file.name.includes('/apps/server/') ? 'server' : isStoryFile(file.name) ? 'story' : 'unit';
  for (const test of file.assertionResults) add(layer, test.status);
}
if (existsSync(e2eJson)) {
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests)
        add(
          'e2e',
          t.status === 'expected' || t.status === 'flaky'
            ? 'passed'
            : t.status === 'skipped'
              ? 'skipped'
              : 'failed',
        );
    for (const child of suite.suites ?? []) walk(child);
  };
  JSON.parse(readFileSync(e2eJson, 'utf8')).suites.forEach(walk);
}
console.log('\nTests by layer');
let [passed, failed, skipped] = [0, 0, 0];
for (const [layer, [p, f, s]] of Object.entries(counts)) {
  console.log(
    `  ${layer.padEnd(7)} ${String(p).padStart(4)} passed, ${f} failed${s ? `, ${s} skipped` : ''}`,
  );
  passed += p;
  failed += f;
  skipped += s;
  if (p === 0) {
    console.error(`✖ no ${layer} test ran`);
    failed += 1;
  }
}
writeFileSync(path.join(results, 'summary.json'), JSON.stringify({ passed, failed, skipped, counts }));
console.log(`\nAll tests finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
