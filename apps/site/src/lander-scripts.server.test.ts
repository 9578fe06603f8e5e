import { describe, expect, it } from 'vitest';
import { deferScripts, DEFERRED_TYPE } from './lander-scripts.server';

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/site.css"/></head><body><main>Hi</main><script nonce="abc">window.__reactRouterContext = {};</script><script type="module" nonce="abc">import "/assets/entry.js";</script><script type="application/ld+json">{}</script></body></html>`;

describe('deferScripts', () => {
  const out = deferScripts(page, 'abc');

  it('makes every script inert, keeping its kind and contents', () => {
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" nonce="abc">window.__reactRouterContext = {};</script>`,
    );
    expect(out).toContain(
      `<script type="${DEFERRED_TYPE}" data-type="module" nonce="abc">import "/assets/entry.js";</script>`,
    );
    expect(out).not.toMatch(/<script type="module"/);
  });

  it('leaves data scripts, stylesheets and the page alone, and renames module preloads', () => {
    expect(out).toContain('<script type="application/ld+json">{}</script>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(out).toContain('<link rel="amori-modulepreload" href="/assets/entry.js"/>');
    expect(out).toContain('<main>Hi</main>');
  });

  it('adds one loader, with the nonce, at the end of the body', () => {
    const loader = /<script nonce="abc">(\(function[\s\S]*?|\([\s\S]*?)<\/script><\/body>/.exec(out);
    expect(loader).not.toBeNull();
    expect(out.match(/<script nonce="abc">/g)).toHaveLength(1);
    // Small: the only script a lander ships at first.
    expect(loader![1]!.length).toBeLessThan(2_000);
  });
});
