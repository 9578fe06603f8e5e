// Small helpers shared by the start and test scripts (no dependencies: they run before install).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const bin = (name, dir = root) => path.join(dir, 'node_modules', '.bin', name);

/** Runs a command, streaming its output; exits the script when it fails. */
export function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds} s)`);
}

/** pnpm itself: the one running this script, else npx pnpm@10. */
export function pnpm(args, label = `pnpm ${args.join(' ')}`) {
  const execpath = process.env.npm_execpath;
  if (execpath && /pnpm/.test(execpath)) return run(label, process.execPath, [execpath, ...args]);
  return run(label, 'npx', ['-y', 'pnpm@10', ...args]);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  pnpm(['install', '--frozen-lockfile'], 'install dependencies');
}

/** Newest modification time of any file below the given folders. */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

const siteInputs = [
  'apps/site/src',
  'apps/site/public',
  'packages/tokens/src',
  'packages/core/src',
  'packages/contract/src',
  'packages/ui/src',
  'packages/screens/src',
  'locales',
];
const siteBuild = path.join(root, 'apps/site/build/server/index.js');

/** Builds the site unless its build is newer than every source it is made from. */
export function ensureSiteBuilt({ force = false } = {}) {
  const built = existsSync(siteBuild) ? statSync(siteBuild).mtimeMs : 0;
  if (!force && built > newestMtime(siteInputs)) {
    console.log('✔ site build is up to date');
    return;
  }
  run('build the site', bin('react-router', path.join(root, 'apps/site')), ['build'], {
    cwd: path.join(root, 'apps/site'),
  });
}

const serverInputs = ['apps/server/src', 'apps/server/scripts', 'packages/core/src', 'packages/contract/src'];
export const serverEntry = path.join(root, 'apps/server/build/main.mjs');
/** How node runs the production server (`pnpm start`, the e2e server, bench/api). */
export const serverNodeArgs = [serverEntry];

/** Builds the server (apps/server/scripts/build.mjs) unless its build is newer than its sources. */
export function ensureServerBuilt({ force = false } = {}) {
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  if (!force && built > newestMtime(serverInputs)) {
    console.log('✔ server build is up to date');
    return;
  }
  run('build the server', process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')]);
}

/** Debian's Chromium for the browser tests: installed when missing (as root), else a clear message. */
export function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  if (process.getuid?.() === 0) {
    run('install Chromium (apt-get install chromium)', 'bash', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    if (existsSync(chromium)) return;
  }
  console.error(
    `\nChromium is needed for the browser tests and was not found at ${chromium}.\n` +
      'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)\n',
  );
  process.exit(1);
}
