import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

const keeperSource = readFileSync(path.join(import.meta.dirname, 'keep-tick-maps.ts'), 'utf8');

/**
 * Runs ticks, then several full GCs while no tick object is alive (a busy start-up, or an idle
 * server), then ticks again, in a Node process of its own; returns the states of the feedback of
 * process.nextTick's object literal, as V8 prints them.
 */
function tickLiteralStates(keep: boolean): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'amori-tick-maps-'));
  // The keeper as plain JavaScript, as the production bundle has it. The child runs without tsx:
  // tsx's loader thread talks to the main thread through ticks of its own, and now and then one of
  // them was alive through the GCs and kept the maps (about 1 run in 20 stayed monomorphic).
  const keeper = path.join(dir, 'keep-tick-maps.mjs');
  writeFileSync(keeper, transformSync(keeperSource, { loader: 'ts', format: 'esm' }).code);
  const script = `
    if (${keep}) await import(${JSON.stringify(keeper)});
    const ticks = async () => {
      for (let i = 0; i < 5000; i++) await new Promise((resolve) => process.nextTick(resolve));
    };
    await ticks();
    await new Promise((resolve) => setTimeout(() => { for (let i = 0; i < 8; i++) gc(); resolve(); }, 20));
    await ticks();
    %DebugPrint(process.nextTick);
  `;
  // V8 prints straight to file descriptor 1: to a file, as a pipe (non-blocking in Node) can drop it.
  const file = path.join(dir, 'stdout.txt');
  const fd = openSync(file, 'w');
  try {
    // Without concurrent recompilation: an optimising compile still pending on a background
    // thread holds the maps through the GCs (on a loaded machine, 4 runs in 30 stayed monomorphic
    // without a keeper; with the flag, 30 in 30 went megamorphic).
    const child = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--allow-natives-syntax',
        '--no-concurrent-recompilation',
        '--input-type=module',
        '-e',
        script,
      ],
      { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' },
    );
    expect(child.status, child.stderr).toBe(0);
  } finally {
    closeSync(fd);
  }
  const stdout = readFileSync(file, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return [...stdout.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe("process.nextTick's tick object maps", () => {
  it('without a kept tick object, V8 drops the maps and the literal goes megamorphic', () => {
    // If this fails on a newer Node, nextTick no longer has the problem and the keeper can go.
    const states = tickLiteralStates(false);
    expect(states.length).toBeGreaterThan(0);
    expect(states).toContain('MEGAMORPHIC');
  });

  it('with the kept tick object, it stays monomorphic through the same GCs', () => {
    const states = tickLiteralStates(true);
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'MONOMORPHIC')).toBe(true);
  });
});
