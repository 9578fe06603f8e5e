import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLanderDefinition, type LanderDefinition } from '@amori/contract';
import { ROUTE_TABLE } from '@amori/core';
import { LANDER_DEFINITIONS } from './index';

const english = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../../locales/en/landers.json'), 'utf8'),
) as Record<string, Record<string, string>>;
const has = (key: string) => {
  const [group, name] = key.split('.');
  return typeof english[group!]?.[name!] === 'string';
};

/** Every copy key a definition names: block props that are copy keys, and the variants' copy. */
function copyKeys(definition: LanderDefinition): string[] {
  const keys = [definition.title];
  const walk = (value: unknown, field = ''): void => {
    if (typeof value === 'string') {
      if (['title', 'subtitle', 'cta', 'text', 'caption', 'quote', 'question', 'answer'].includes(field))
        keys.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, field));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(definition.blocks);
  for (const variant of Object.values(definition.variants ?? {}))
    keys.push(...Object.values(variant.copy ?? {}));
  return keys;
}

describe('the built-in landers', () => {
  it('are one definition per lander route of the spec', () => {
    // landers-custom-slug serves the editor's published landers, from the database.
    const routes = ROUTE_TABLE.filter((r) => r.layout === 'lander' && r.name !== 'landers-custom-slug').map(
      (r) => r.name,
    );
    expect(Object.keys(LANDER_DEFINITIONS).sort()).toEqual([...routes, 'members-id-signup'].sort());
  });

  for (const [route, definition] of Object.entries(LANDER_DEFINITIONS)) {
    it(`${route}: passes the schema, and its copy keys are in locales/en/landers.json`, () => {
      expect(parseLanderDefinition(definition)).toEqual({ ok: true, definition });
      expect(copyKeys(definition).filter((key) => !has(key))).toEqual([]);
    });
  }
});
