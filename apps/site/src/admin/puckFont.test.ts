// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { puckNoExternalFont, withoutExternalImports } from '../../build-tools/puck-no-external-font';

/** Puck's bundled code that holds its run-time editor styles (with their font import). */
function puckRuntimeStyles(): { file: string; code: string } {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@puckeditor/core'));
  for (const name of readdirSync(dist).filter((f) => f.endsWith('.mjs'))) {
    const code = readFileSync(path.join(dist, name), 'utf8');
    if (code.includes('defaultUiStyles')) return { file: path.join(dist, name), code };
  }
  throw new Error('Puck has no run-time styles: check how its editor loads its CSS');
}

describe("Puck's font from another site", () => {
  it('is imported by the styles Puck injects, and taken out as the site bundles Puck', () => {
    const { file, code } = puckRuntimeStyles();
    expect(code).toMatch(/@import\s+"https:\/\/rsms\.me\//);
    const transform = puckNoExternalFont().transform as (code: string, id: string) => { code: string } | null;
    const stripped = transform(code, file);
    expect(stripped?.code).not.toContain('rsms.me');
    expect(stripped?.code).toContain('defaultUiStyles');
  });

  it('leaves imports of the site itself, and code of other packages', () => {
    expect(withoutExternalImports('@import "./own.css"; a{}')).toBe('@import "./own.css"; a{}');
    expect(withoutExternalImports('@import url(https://x.example/f.css) screen; a{}')).toBe(' a{}');
    const transform = puckNoExternalFont().transform as (code: string, id: string) => unknown;
    expect(transform('@import "https://x.example/f.css";', '/node_modules/other/index.js')).toBeNull();
  });
});
