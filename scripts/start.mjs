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
    // The demo keeps mail and texts in their outboxes and shows them at /dev/mailbox and /dev/sms,
    // and takes payments in the sandbox: production serves none of these unless each is named
    // (docs/deploy.md says what a real deployment sets instead).
    DEV_MAILBOX: process.env.DEV_MAILBOX ?? '1',
    DEV_SMS: process.env.DEV_SMS ?? '1',
    ALLOW_SANDBOX_PAYMENTS: process.env.ALLOW_SANDBOX_PAYMENTS ?? '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
