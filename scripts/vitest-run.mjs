// The test command's Vitest run, and the one fault of the harness it runs again.
//
// Vitest 4 runs every story file in one long-lived Chromium page that it drives over one
// WebSocket. Now and then Chromium drops that socket mid-run; Vitest then abandons the files
// still queued ("Browser connection was closed while running tests", then "rpc is closed,
// cannot call createTesters"), no test having failed, and the JSON report even says success
// for files that never ran. It is a known fault of browser mode (vitest-dev/vitest#10537: a
// lost orchestrator session is not resumed), not of a test, and it lands on a different story
// file each time. So when, and only when, a run fails with that message and no failed test,
// the browser project runs once more on its own and its results replace the first run's story
// results. Any test failure, or the fault twice, still fails the run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { root } from './lib.mjs';

export const LOST_BROWSER = 'Browser connection was closed while running tests';

/** Runs a command, streaming its output as it comes; resolves with its exit status and stderr. */
function runTee(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['inherit', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      stderr += chunk;
    });
    child.on('close', (status, signal) => resolve({ status: status ?? signal, stderr }));
  });
}

const vitestArgs = (projects, json) => [
  'run',
  ...projects.map((project) => `--project=${project}`),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
];

/**
 * Whether a failed run is the lost-browser fault alone: the message, no failed test, and no
 * file of another project that failed to run.
 */
export function lostBrowserOnly(stderr, report, isBrowserFile) {
  if (!stderr.includes(LOST_BROWSER) || report.numFailedTests > 0) return false;
  return report.testResults.every((file) => file.status !== 'failed' || isBrowserFile(file.name));
}

/**
 * Runs the projects in one Vitest run (exits the script on failure). `browserProject` and
 * `isBrowserFile` name the project that is run again after the lost-browser fault.
 */
export async function runVitest({ label, vitest, projects, json, browserProject, isBrowserFile }) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const fail = (status) => {
    console.error(`\n✖ ${label} failed (exit ${status}) after ${seconds()} s`);
    process.exit(typeof status === 'number' ? status : 1);
  };
  const first = await runTee(vitest, vitestArgs(projects, json));
  if (first.status !== 0) {
    // No report: Vitest stopped before it ran anything (a config error), which is no lost page.
    if (!existsSync(json)) fail(first.status);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    if (!lostBrowserOnly(first.stderr, report, isBrowserFile)) fail(first.status);
    console.log(
      `\n⟳ Chromium lost Vitest's page (a fault of Vitest's browser mode, not of a test: see` +
        ` scripts/vitest-run.mjs); running the ${browserProject} project once more.`,
    );
    const againJson = json.replace(/\.json$/, `.${browserProject}-again.json`);
    const again = await runTee(vitest, vitestArgs([browserProject], againJson));
    if (again.status !== 0) fail(again.status);
    const rerun = JSON.parse(readFileSync(againJson, 'utf8'));
    report.testResults = [
      ...report.testResults.filter((file) => !isBrowserFile(file.name)),
      ...rerun.testResults,
    ];
    writeFileSync(json, JSON.stringify(report));
  }
  console.log(`✔ ${label} (${seconds()} s)`);
}
