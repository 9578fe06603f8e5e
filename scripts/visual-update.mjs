// `pnpm test:visual:update [story files...]`: rewrites the stories' baseline pictures
// (docs/development.md, "Visual review"). With no file named, every story runs and the folder
// starts empty, so the baseline of a story that was renamed or removed goes too; with files, only
// theirs are rewritten.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { bin, ensureChromium, ensureInstalled, root } from './lib.mjs';

const files = process.argv.slice(2);
ensureInstalled();
ensureChromium();
if (files.length === 0)
  rmSync(path.join(root, '.storybook/visual-baselines'), { recursive: true, force: true });
// The files before `--update`, which would take the first of them for its optional value.
const { status } = spawnSync(bin('vitest'), ['run', '--project=storybook', ...files, '--update'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VISUAL_REVIEW: '1' },
});
process.exit(status ?? 1);
