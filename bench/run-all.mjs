// `pnpm bench`: every benchmark under bench/ that has a run.mjs, one after the other.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
for (const name of readdirSync(benchDir).sort()) {
  const script = path.join(benchDir, name, 'run.mjs');
  if (!existsSync(script)) continue;
  console.log(`\n=== bench/${name} ===`);
  spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
}
