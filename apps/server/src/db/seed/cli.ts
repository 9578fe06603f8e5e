// `pnpm seed --members N`: seeds a fresh database (DATA_DIR or DATABASE_URL) with N members
// (default SEED_MEMBERS), for benchmarks; the server runs it too, on first start. Photos are drawn
// unless --no-photos; --quiet leaves out the closing summary (the server prints its own).
import { parseArgs } from 'node:util';
import { storageFromConfig } from '../../adapters/storage-config';
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './index';

const { values } = parseArgs({
  options: {
    members: { type: 'string' },
    'no-photos': { type: 'boolean', default: false },
    seed: { type: 'string', default: '2026' },
    quiet: { type: 'boolean', default: false },
  },
});
const config = loadConfig();
const members = values.members === undefined ? config.SEED_MEMBERS : Number(values.members);
if (!Number.isInteger(members) || members < 0) {
  console.error('--members must be a whole number');
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await handle.migrate();
const started = Date.now();
const seeded = await seedDemo(handle.db, {
  members,
  storage: await storageFromConfig(config),
  photos: !values['no-photos'],
  seed: Number(values.seed),
  siteEntryPopupCountries: config.SEED_SITE_ENTRY_POPUP_COUNTRIES,
  log: (m) => console.log(`  ${m}`),
});
await handle.close();
// With --quiet (the server seeding on its first start) the server prints the outcome itself.
if (!values.quiet && !seeded) {
  console.log('The database already has a site: nothing seeded (use a fresh DATA_DIR or database).');
} else if (!values.quiet) {
  console.log(
    `Seeded ${members} members in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind}).`,
  );
  console.log(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((l) => l.email).join(', ')}`);
}
