import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|html)$/;
/** Below this, compression saves less than a packet and costs a lookup. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `.br` and `.gz` copies of every compressible file in a folder; returns how many. */
export function precompressFolder(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count++;
  }
  return count;
}

/**
 * Compresses the browser build once, at build time, at the highest levels, so the server sends
 * static files pre-compressed (@fastify/static `preCompressed`) instead of compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'amori:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options) {
      if (options.dir) precompressFolder(options.dir);
    },
  };
}
