// `node bench/web/sources.mjs [route ...]`: which packages and files make up a page's JavaScript.
// Builds the site with source maps (SITE_SOURCEMAP=1), attributes each chunk's gzip size to its
// sources in proportion to the minified bytes each one produced, prints the largest, then builds
// the site again as `pnpm build` does (no maps are served).
// Routes are React Router ids; the default is the index page: entry, root, layout-default, index.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, ensureSiteBuilt, root, run } from '../../scripts/lib.mjs';
import { filesOf, latestManifest } from './chunks.mjs';

const site = path.join(root, 'apps/site');
const clientDir = path.join(site, 'build/client');
run('build the site with source maps', bin('react-router', site), ['build'], {
  cwd: site,
  env: { SITE_SOURCEMAP: '1' },
});

const manifest = latestManifest(path.join(clientDir, 'assets'));
const routeIds = process.argv.slice(2).length ? process.argv.slice(2) : ['index'];
const parts = ['entry', 'root'];
const files = new Set();
const addEntry = (entry) => filesOf(entry).forEach((f) => files.add(f));
addEntry(manifest.entry);
addEntry(manifest.routes.root);
for (const id of routeIds) {
  const route = manifest.routes[id];
  if (!route) throw new Error(`no route ${id} in the manifest`);
  if (route.parentId && route.parentId !== 'root' && !parts.includes(route.parentId)) {
    parts.push(route.parentId);
    addEntry(manifest.routes[route.parentId]);
  }
  parts.push(id);
  addEntry(route);
}

// Source map "mappings": base64 VLQ segments [column, source, line, column, name].
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decode(text) {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    let digit = B64.indexOf(ch);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}
const packageOf = (source) => {
  const npm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (npm) return npm[1];
  const workspace = /(packages\/[^/]+)\//.exec(source);
  // The site's own files one by one; a workspace package as a whole.
  return workspace ? workspace[1] : path.relative(root, source);
};

const byPackage = new Map();
let total = 0;
for (const file of files) {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const gzip = gzipSync(code).length;
  total += gzip;
  const mapFile = path.join(clientDir, `${file}.map`);
  if (!existsSync(mapFile)) continue;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  const bytes = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const segments = line.split(',').filter(Boolean).map(decode);
    let column = 0;
    segments.forEach((segment, i) => {
      column += segment[0];
      if (segment.length > 1) source += segment[1];
      const end = i + 1 < segments.length ? column + segments[i + 1][0] : (lines[lineIndex] ?? '').length;
      const name = path.resolve(path.dirname(mapFile), map.sources[source] ?? '?');
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - column));
    });
  });
  const sum = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  for (const [name, n] of bytes) {
    const key = packageOf(name);
    byPackage.set(key, (byPackage.get(key) ?? 0) + (gzip * n) / sum);
  }
}

console.log(`\n${parts.join(' + ')}: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} files\n`);
for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
}
console.log('\n(the React Router manifest and the locale chunks a page also loads are not in these files)');

ensureSiteBuilt({ force: true });
