// Starts the built site and API on a fresh PGlite data folder, for Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, root, serverNodeArgs } from './lib.mjs';

const port = process.argv[2] ?? '3210';
const dataDir = mkdtempSync(path.join(tmpdir(), 'amori-e2e-'));
ensureServerBuilt();
const child = spawn(process.execPath, serverNodeArgs, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // Never a DATABASE_URL from the environment (CI sets one for the server tests): a database
    // shared between runs kept an earlier run's push subscriptions, and a push test got two.
    DATABASE_URL: '',
    // A test run, not production: production refuses a loopback push service, and the push test
    // runs its own on loopback (PUSH_ALLOWED_HOSTS).
    NODE_ENV: 'test',
    PUSH_ALLOWED_HOSTS: '127.0.0.1:4431',
    SEED_DEMO: '1',
    // Mail and texts stay in their outboxes; the tests open them at /dev/mailbox and /dev/sms.
    DEV_MAILBOX: '1',
    DEV_SMS: '1',
    SMTP_URL: '',
    // Mails go out at once.
    JOBS_POLL_MS: '200',
    // The site-entry popup shows in every site country but NZ, so a test can see the restriction.
    SEED_SITE_ENTRY_POPUP_COUNTRIES: 'NL,BE,DE,AT,CH,FR,IT,ES,PL,DK,FI,NO,SE,US,CA,GB,IE,AU',
    // Every test logs in from 127.0.0.1, many times a minute; the limit itself is tested in the
    // server tests (user.test.ts). Past 10 a minute, later tests got 429 by the suite's order.
    RATE_LOGIN_PER_MINUTE: '1000',
    // Likewise signups: the suite signs up more than 5 members an hour from one address (the
    // limit is tested in signup.test.ts).
    RATE_SIGNUP_PER_HOUR: '1000',
    LOG_LEVEL: 'warn',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
