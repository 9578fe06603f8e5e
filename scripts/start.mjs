// `pnpm start`: install and build what is missing, then migrate, seed the demo data on an empty
// database, and serve the API and the site in one process (it prints the URL).
import { ensureInstalled, ensureServerBuilt, ensureSiteBuilt, root, run, serverNodeArgs } from './lib.mjs';

ensureInstalled();
ensureSiteBuilt();
ensureServerBuilt();
run('serve', process.execPath, serverNodeArgs, {
  cwd: root,
  env: {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    SEED_DEMO: process.env.SEED_DEMO ?? '1',
    // The demo keeps mail in its outbox and shows it at /dev/mailbox (a deployment sets SMTP_URL).
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
