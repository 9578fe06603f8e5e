// Route types first (react-router typegen writes .react-router/, which is not committed), then tsc.
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const site = path.join(root, 'apps/site');
run('react-router typegen', bin('react-router', site), ['typegen'], { cwd: site });
run('tsc', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
