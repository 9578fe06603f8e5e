// Builds the server for production: src/main.ts and the workspace packages it uses (TypeScript
// sources) bundled into build/main.mjs, the seed command into build/seed.mjs, npm packages left
// as imports, migrations copied beside them.
// Production runs this plain JavaScript with node: no TypeScript loader in the process, and no
// source maps, whose stack handling was a large share of a cached API request's cost under tsx.
// The bundle is not minified, so stack traces stay readable.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
export const serverBuildDir = path.join(serverDir, 'build');
export const serverEntry = path.join(serverBuildDir, 'main.mjs');

export async function buildServer() {
  rmSync(serverBuildDir, { recursive: true, force: true });
  await build({
    // The server, the worker thread that renders the site's pages, and the seed command it runs
    // in a process of its own on first start.
    entryPoints: {
      main: path.join(serverDir, 'src/main.ts'),
      'site-worker': path.join(serverDir, 'src/plugins/site-worker.ts'),
      seed: path.join(serverDir, 'src/db/seed/cli.ts'),
    },
    outdir: serverBuildDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        // npm packages stay imports (resolved from apps/server/node_modules at run time);
        // workspace packages ship TypeScript sources, so they are bundled.
        name: 'npm-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@amori/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // src/db/client.ts finds the migrations beside itself, which in the bundle is build/.
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(serverBuildDir, 'migrations'), {
    recursive: true,
  });
}

if (process.argv[1] === import.meta.filename) await buildServer();
