import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs the seed command (`pnpm seed`, src/db/seed/cli.ts; build/seed.mjs in the production
 * build) in a process of its own and waits for it; its progress lines go to this process's output.
 *
 * Why not in the server's process: PGlite's data folder is one process's at a time, and seeding
 * (sharp drawing photos, argon2 hashing, thousands of inserts) leaves a large heap behind. A
 * server that starts on a seeded database starts clean, and the seed's memory goes with its process.
 */
export function seedInOwnProcess(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const here = import.meta.dirname;
  const bundled = path.join(here, 'seed.mjs');
  // Under tsx the child needs tsx's loader too: it is in this process's execArgv.
  const args = existsSync(bundled)
    ? [bundled, '--quiet']
    : [...process.execArgv, path.join(here, 'cli.ts'), '--quiet'];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`seeding the demo data failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
