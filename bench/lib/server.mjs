// Starts the built site + API on a fresh data folder for a benchmark, and stops it afterwards.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function startSite(port) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs'), String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  // Seeding the 500 demo members takes a while, and many times as long on a busy machine.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the site did not start within 10 minutes');
}
