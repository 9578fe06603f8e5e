// The JavaScript each part of the site needs, from the React Router manifest of the build:
// the app shell (entry + root), each layout's own share, and each route's own share (what a
// navigation to it fetches beyond the shell and its layout). QUALITY.md: shell ≤ 160 KB gzip,
// any one route's own chunk ≤ 40 KB gzip.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const SHELL_BUDGET_KB = 160;
export const ROUTE_BUDGET_KB = 40;

/** The newest React Router manifest of a build's assets folder (`window.__reactRouterManifest`). */
export function latestManifest(assetsDir) {
  const [newest] = readdirSync(assetsDir)
    .filter((f) => /^manifest-.*\.js$/.test(f))
    .map((f) => ({ f, at: statSync(path.join(assetsDir, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  if (!newest) throw new Error(`no React Router manifest in ${assetsDir}`);
  const source = readFileSync(path.join(assetsDir, newest.f), 'utf8');
  return JSON.parse(source.replace(/^window\.__reactRouterManifest\s*=\s*/, '').replace(/;\s*$/, ''));
}

/** The files a manifest entry (the entry or a route) loads: its module and its imports. */
export const filesOf = (entry) => [entry.module, ...(entry.imports ?? [])];

export function chunkReport(clientDir) {
  const manifest = latestManifest(path.join(clientDir, 'assets'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(clientDir, file))).length);
    return sizes.get(file);
  };
  const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);

  const shell = new Set([...filesOf(manifest.entry), ...filesOf(manifest.routes.root)]);
  const layouts = [];
  const routes = [];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (id === 'root') continue;
    const parent = route.parentId && route.parentId !== 'root' ? manifest.routes[route.parentId] : null;
    const inherited = new Set([...shell, ...(parent ? filesOf(parent) : [])]);
    const own = filesOf(route).filter((f) => !inherited.has(f));
    (id.startsWith('layout') ? layouts : routes).push({ id, own: sum(new Set(own)) });
  }
  routes.sort((a, b) => b.own - a.own);
  return { shell: sum(shell), layouts, routes };
}

export function printChunkReport({ shell, layouts, routes }) {
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
  const verdict = (bytes, budget) => (bytes / 1024 <= budget ? 'PASS' : 'FAIL');
  console.log('\nJavaScript by part (gzip, from the build manifest)');
  console.log(
    `app shell (entry + root)  ${kb(shell)} KB   ${verdict(shell, SHELL_BUDGET_KB)} ≤${SHELL_BUDGET_KB} KB`,
  );
  for (const l of layouts) console.log(`${l.id.padEnd(25)} ${kb(l.own)} KB   (on top of the shell)`);
  for (const r of routes.slice(0, 5)) {
    console.log(
      `route ${r.id.padEnd(19)} ${kb(r.own)} KB   ${verdict(r.own, ROUTE_BUDGET_KB)} ≤${ROUTE_BUDGET_KB} KB`,
    );
  }
  const over = routes.filter((r) => r.own / 1024 > ROUTE_BUDGET_KB).length;
  console.log(`(${routes.length} routes; the 5 largest shown; ${over} over ${ROUTE_BUDGET_KB} KB)`);
}
