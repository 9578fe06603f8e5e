import { describe, expect, it } from 'vitest';
import { parseLanderDefinition, type LanderDefinition } from './landers';

const valid: LanderDefinition = {
  name: 'Gallery',
  title: 'gallery.pageTitle',
  members: { count: 12, gender: 'female' },
  blocks: [
    { type: 'hero', title: 'hero.title', cta: 'hero.cta' },
    { type: 'gallery', title: 'gallery.title', columns: 3 },
    { type: 'video', src: '/landers/intro.mp4', poster: '/landers/intro.webp' },
  ],
  variants: { mature: { members: { count: 8, min_age: 40, max_age: 99 } } },
};

describe('lander definitions', () => {
  it('accepts a well-formed definition', () => {
    expect(parseLanderDefinition(valid)).toEqual({ ok: true, definition: valid });
  });

  it('rejects a malformed copy key, naming the field', () => {
    const result = parseLanderDefinition({
      ...valid,
      blocks: [valid.blocks[0], { type: 'gallery', title: 'Our members!' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: ['blocks.1.title: Expected a copy key of the landers namespace, such as "hero.title"'],
    });
  });

  it('rejects an unknown block type, naming the field and the types there are', () => {
    const result = parseLanderDefinition({ ...valid, blocks: [{ type: 'carousel', title: 'x.y' }] });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]).toMatch(/^blocks\.0\.type: Expected a block type: hero, collage/);
  });

  it('rejects a missing field, an unknown field and a video from another site', () => {
    const result = parseLanderDefinition({
      ...valid,
      members: { count: 4, colour: 'red' },
      blocks: [
        { type: 'hero', title: 'hero.title' },
        { type: 'video', src: 'https://example.com/x.mp4', poster: '/landers/../secret' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContain('members: Unknown field(s) colour');
    expect(result.errors.some((e) => e.startsWith('blocks.0.cta: '))).toBe(true);
    expect(result.errors).toContain(
      'blocks.1.src: Expected a path on this site, such as "/landers/intro.mp4"',
    );
    expect(result.errors).toContain('blocks.1.poster: A path may not go up a folder ("..")');
  });

  it('rejects ages the wrong way round and a bad variant slug', () => {
    expect(
      parseLanderDefinition({
        ...valid,
        variants: { mature: { members: { count: 4, min_age: 50, max_age: 30 } } },
      }),
    ).toEqual({ ok: false, errors: ['variants.mature.members.min_age: May not be above max_age'] });
    const bad = parseLanderDefinition({ ...valid, variants: { 'Bad Slug': {} } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatch(/^variants\.Bad Slug: Expected a slug/);
  });

  it('refuses control characters in names (the database keeps definitions as jsonb)', () => {
    expect(parseLanderDefinition({ ...valid, name: 'a\u0000b' })).toEqual({
      ok: false,
      errors: ['name: No control characters'],
    });
  });
});
