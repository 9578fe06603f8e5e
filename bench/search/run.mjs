// bench/search: the member search (GET /api/members.php) on a database of N members, on PGlite
// and PostgreSQL side by side. For each size: a fresh database seeded by `pnpm seed --members N`
// (the bulk path), then p50/p95 of the call for typical filters, on the first load (which also
// counts the results) and on a deep load-more (the 100th when there are that many), each made
// `--runs` times through the server's own request pipeline (in process, no network), and whether
// the query plan has a Sort node. Run: `pnpm bench:search [--members 100000,1000000] [--runs 50]`.
// Targets (QUALITY.md): p95 <= 5 ms at 1M on PostgreSQL with no Sort node; <= 15 ms on PGlite;
// PGlite / PostgreSQL <= 2.5x over the whole suite.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { benchmarkTargets, explainSearch } from '../../apps/server/src/modules/members/members.repository.ts';
import { median } from '../lib/stats.mjs';

const root = path.resolve(import.meta.dirname, '../..');
// The server's own PostgreSQL client (the root has none).
const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000,1000000' },
    runs: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const sizes = values.members.split(',').map(Number);
const runs = Number(values.runs);
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)];
const ms = (n) => n.toFixed(2);

async function postgresReachable() {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database of a kind, seeded with `members`; what it took. */
async function freshDatabase(kind, members) {
  let env;
  let cleanup;
  let open;
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amori-bench-search-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    open = () => openDatabase({ dataDir });
    cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `amori_bench_search_${process.pid}_${members}`;
    await adminQuery(`drop database if exists ${name}`);
    await adminQuery(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    open = () => openDatabase({ databaseUrl: url.toString() });
    cleanup = () => adminQuery(`drop database if exists ${name}`);
  }
  const started = Date.now();
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/db/seed/cli.ts',
      '--members',
      String(members),
      '--no-photos',
      '--quiet',
    ],
    { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${kind} failed`);
  return { seedSeconds: (Date.now() - started) / 1000, open, cleanup };
}

/** Times a request `runs` times after a few warm-up ones; the durations in ms. */
async function time(app, url) {
  const durations = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    if (i >= 5) durations.push(elapsed);
  }
  return durations;
}

/** The cursor of the load `n` (1 = the first), or of the last one when there are fewer. */
async function cursorOf(app, query, n) {
  let cursor = null;
  let load = 1;
  for (; load < n; load++) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/members.php?${query}${cursor ? `&cursor=${cursor}` : ''}`,
    });
    const next = JSON.parse(response.body).cursor;
    if (!next) break;
    cursor = next;
  }
  return { cursor, load };
}

/** Whether the plan of a search (its SQL, as the server makes it) has a Sort node. */
async function hasSort(db, where, cursor) {
  const plan = await explainSearch(db, where, cursor);
  return { sort: /(^|\s|>)(Incremental )?Sort\b(?! Key)/m.test(plan), plan };
}

async function measure(kind, members) {
  const database = await freshDatabase(kind, members);
  const handle = await database.open();
  const plenty = { max: 1e9, windowMs: 60_000 };
  const app = await buildApp({
    db: handle.db,
    pubsub: handle.pubsub,
    // The queries are measured: the search cache would answer every run after the first.
    searchCacheMs: 0,
    limits: {
      login: plenty,
      complaint: plenty,
      pushSubscribe: plenty,
      writePerIp: plenty,
      writePerAccount: plenty,
    },
  });
  await app.ready();
  const targets = await benchmarkTargets(handle.db, 'NL');
  const region = { id: targets.regionId };
  const site = { id: targets.siteId };
  const combos = [
    { name: 'gender + country + age', query: 'gender=female&country=NL&min_age=25&max_age=45' },
    {
      name: '+ region',
      query: `gender=female&country=NL&countryregion=${region.id}&min_age=25&max_age=45`,
      regionId: region.id,
    },
    { name: 'men 30-50 in DE', query: 'gender=male&country=DE&min_age=30&max_age=50' },
  ];
  // Warm-up: a server runs for hours, so the figures are of optimised code (without it, the first
  // combination would be the slowest only for being first).
  for (const combo of combos) await time(app, `/api/members.php?${combo.query}`);
  const rows = [];
  for (const combo of combos) {
    const first = await time(app, `/api/members.php?${combo.query}`);
    const { cursor, load } = await cursorOf(app, combo.query, 100);
    const deep = cursor ? await time(app, `/api/members.php?${combo.query}&cursor=${cursor}`) : null;
    const [gender, country] = [combo.query.match(/gender=(\w+)/)[1], combo.query.match(/country=(\w+)/)[1]];
    const [minAge, maxAge] = [
      Number(combo.query.match(/min_age=(\d+)/)[1]),
      Number(combo.query.match(/max_age=(\d+)/)[1]),
    ];
    const now = new Date();
    const born = (years) =>
      new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()))
        .toISOString()
        .slice(0, 10);
    const where = {
      siteId: site.id,
      gender,
      country,
      regionId: combo.regionId ?? null,
      bornLatest: born(minAge),
      bornAfter: born(maxAge + 1),
      membersOnly: true,
      excluded: [],
    };
    const parsed = cursor ? { micros: BigInt(cursor.split('_')[0]), id: Number(cursor.split('_')[1]) } : null;
    const sortFirst = await hasSort(handle.db, where, null);
    const sortDeep = parsed ? await hasSort(handle.db, where, parsed) : { sort: false };
    if (process.env.BENCH_PLANS) console.log(`${kind} ${combo.name}\n${sortFirst.plan}\n`);
    rows.push({
      combo: combo.name,
      firstP50: median(first),
      firstP95: p95(first),
      deepLoad: cursor ? load : null,
      deepP50: deep ? median(deep) : null,
      deepP95: deep ? p95(deep) : null,
      sort: sortFirst.sort || sortDeep.sort,
    });
  }
  await app.close();
  await handle.close();
  await database.cleanup();
  return { seedSeconds: database.seedSeconds, rows };
}

const kinds = (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
if (kinds.length === 1) console.log(`PostgreSQL does not answer at ${adminUrl}: PGlite only.`);
const wanted = values.only ? kinds.filter((k) => k === values.only) : kinds;
for (const members of sizes) {
  const results = {};
  for (const kind of wanted) {
    console.log(`\n${members.toLocaleString('en')} members on ${kind}: seeding…`);
    results[kind] = await measure(kind, members);
    console.log(`seeded in ${results[kind].seedSeconds.toFixed(1)} s`);
  }
  console.log(`\nGET /api/members.php, ${members.toLocaleString('en')} members, ${runs} runs each (ms)`);
  console.log(
    [
      'filters',
      ...wanted.flatMap((k) => [`${k} first p50/p95`, `${k} deep (load) p50/p95`, `${k} Sort`]),
    ].join(' | '),
  );
  const suite = Object.fromEntries(wanted.map((k) => [k, 0]));
  for (let i = 0; i < results[wanted[0]].rows.length; i++) {
    const cells = [results[wanted[0]].rows[i].combo];
    for (const kind of wanted) {
      const row = results[kind].rows[i];
      suite[kind] += row.firstP95 + (row.deepP95 ?? 0);
      cells.push(
        `${ms(row.firstP50)} / ${ms(row.firstP95)}`,
        row.deepP50 === null
          ? 'no load-more'
          : `${ms(row.deepP50)} / ${ms(row.deepP95)} (load ${row.deepLoad})`,
        row.sort ? 'yes' : 'no',
      );
    }
    console.log(cells.join(' | '));
  }
  if (suite.pglite && suite.postgres) {
    console.log(
      `PGlite / PostgreSQL over the suite (sum of p95s): ${(suite.pglite / suite.postgres).toFixed(2)}x`,
    );
  }
}
