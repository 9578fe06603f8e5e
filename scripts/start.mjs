// `pnpm start`: install and build what is missing, then migrate, seed the demo data on an empty
// database, and serve the API and the site in one process (it prints the URL).
import { ensureInstalled, ensureSiteBuilt, root, run } from './lib.mjs';

ensureInstalled();
ensureSiteBuilt();
run('serve', process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
