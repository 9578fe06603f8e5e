// bench:bundle — what each @amori/ui component costs a page, beyond React.
// Builds the library, then bundles `import { X } from '<dist>'; console.log(X)` for every
// component with Vite (rolldown), react and react-dom external, minified; prints gzip sizes of
// the JS (and the CSS it pulls in) and checks the budgets of QUALITY.md ("UI library").
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const ui = path.join(root, 'packages/ui');
const dist = path.join(ui, 'dist');
const vite = path.join(root, 'node_modules/.bin/vite');

/** QUALITY.md budgets, gzip bytes of JS beyond React. */
const budgets = { CountBadge: 2 * 1024, Button: 15 * 1024 };

console.log('Building @amori/ui …');
execFileSync(vite, ['build', '--logLevel', 'error'], { cwd: ui, stdio: 'inherit' });

// The components: every PascalCase folder the root index exports, by its main export.
const rootIndex = readFileSync(path.join(ui, 'src/index.ts'), 'utf8');
const mainExport = { Icon: 'HeartIcon' };
const components = readdirSync(dist)
  .filter((name) => /^[A-Z]/.test(name) && statSync(path.join(dist, name)).isDirectory())
  .filter((name) => rootIndex.includes(`'./${name}'`))
  .sort();

const { build } = await import('vite');
const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');

// Inside the workspace (gitignored): the vanilla-extract plugin wants a parent package.json.
const work = path.join(root, 'bench/results/bundle-work');
rmSync(work, { recursive: true, force: true });
const distIndex = path.join(dist, 'index.js').split(path.sep).join('/');

async function measure(name, source) {
  const dir = path.join(work, name);
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, 'entry.js');
  writeFileSync(entry, source);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    // As an app's production build: library mode would otherwise keep development-only code.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.join(dir, 'out'),
      emptyOutDir: true,
      minify: true,
      cssCodeSplit: false,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: {
        external: (id) => /^(react|react-dom)(\/|$)/.test(id),
      },
    },
  });
  let js = 0;
  let css = 0;
  for (const file of readdirSync(path.join(dir, 'out'), { recursive: true })) {
    const full = path.join(dir, 'out', String(file));
    if (statSync(full).isDirectory()) continue;
    const size = gzipSync(readFileSync(full), { level: 9 }).length;
    if (full.endsWith('.js')) js += size;
    else if (full.endsWith('.css')) css += size;
  }
  return { js, css };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const rows = [];
for (const name of components) {
  const symbol = mainExport[name] ?? name;
  const { js, css } = await measure(
    name,
    `import { ${symbol} } from '${distIndex}';\nconsole.log(${symbol});\n`,
  );
  rows.push({ name, js, css });
}
const whole = await measure('__library', `import * as ui from '${distIndex}';\nconsole.log(ui);\n`);
rmSync(work, { recursive: true, force: true });

console.log('\n@amori/ui, gzip beyond React (react, react-dom external), minified\n');
console.log(`${'component'.padEnd(16)} ${'JS'.padStart(10)} ${'CSS'.padStart(10)}  budget`);
let failed = false;
for (const { name, js, css } of rows) {
  const budget = budgets[name];
  let verdict = '';
  if (budget !== undefined) {
    const pass = js <= budget;
    failed ||= !pass;
    verdict = `${pass ? 'PASS' : 'FAIL'} (≤ ${kb(budget)})`;
  }
  console.log(`${name.padEnd(16)} ${kb(js).padStart(10)} ${kb(css).padStart(10)}  ${verdict}`);
}
console.log(`${'whole library'.padEnd(16)} ${kb(whole.js).padStart(10)} ${kb(whole.css).padStart(10)}`);
console.log(failed ? '\nFAIL: a budget is exceeded' : '\nPASS: every budget holds');
process.exit(failed ? 1 : 0);
