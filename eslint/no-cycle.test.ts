// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
// The fixtures are ignored by the repository's lint (they hold circles on purpose): lint them anyway.
const eslint = new ESLint({ cwd: root, ignore: false });
const fixture = (name: string) => `eslint/fixtures/cycles/${name}`;

/** The import circles the rule reports, per file of a fixture folder. */
async function circles(folder: string): Promise<Record<string, string[]>> {
  const results = await eslint.lintFiles([fixture(`${folder}/*.ts`)]);
  return Object.fromEntries(
    results.map((result) => [
      path.basename(result.filePath),
      result.messages.filter((m) => m.ruleId === 'amori/no-cycle').map((m) => m.message),
    ]),
  );
}

/** The same, for code linted as if it were the file `file` (as an editor lints unsaved text). */
async function circlesOfText(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'amori/no-cycle').map((m) => m.message);
}

const circle = (route: string) => [expect.stringContaining(`Import circle: ${route}.`)];

// The first lint loads ESLint and typescript-eslint: seconds on a loaded 2-core machine.
describe('no import circles (amori/no-cycle)', { timeout: 30_000 }, () => {
  it('fails a two-file circle, in both files', async () => {
    expect(await circles('two')).toEqual({
      'a.ts': circle('a.ts → b.ts → a.ts'),
      'b.ts': circle('b.ts → a.ts → b.ts'),
    });
  });

  it('fails a circle that closes through a type-only import', async () => {
    expect(fs.readFileSync(path.join(root, fixture('type/a.ts')), 'utf8')).toMatch(/^import type /);
    expect(await circles('type')).toEqual({
      'a.ts': circle('a.ts → b.ts → a.ts'),
      'b.ts': circle('b.ts → a.ts → b.ts'),
    });
  });

  it('fails a three-file circle, in each file', async () => {
    expect(await circles('three')).toEqual({
      'a.ts': circle('a.ts → b.ts → c.ts → a.ts'),
      'b.ts': circle('b.ts → c.ts → a.ts → b.ts'),
      'c.ts': circle('c.ts → a.ts → b.ts → c.ts'),
    });
  });

  it('passes a chain without a circle', async () => {
    expect(await circles('chain')).toEqual({ 'a.ts': [], 'b.ts': [], 'c.ts': [] });
  });

  it('fails the chain once its last file imports its first, by value, by type or on demand', async () => {
    const last = fixture('chain/c.ts');
    const viaChain = circle('c.ts → a.ts → b.ts → c.ts');
    expect(await circlesOfText(last, "import { a } from './a';\nexport const c = () => a;\n")).toEqual(
      viaChain,
    );
    expect(
      await circlesOfText(last, "import { type a } from './a';\nexport const c = (x: typeof a) => x;\n"),
    ).toEqual(viaChain);
    expect(await circlesOfText(last, "export const c = () => import('./a');\n")).toEqual(viaChain);
  });
});
