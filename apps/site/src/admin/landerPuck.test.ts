import { parseLanderDefinition } from '@amori/contract';
import { LANDER_DEFINITIONS } from '@amori/screens';
import { describe, expect, it } from 'vitest';
import { fromPuckDocument, toPuckDocument } from './landerPuck';

describe("the lander editor's documents", () => {
  it('turn every built-in definition into a document and back unchanged (members and blocks)', () => {
    for (const definition of Object.values(LANDER_DEFINITIONS)) {
      const back = fromPuckDocument(toPuckDocument(definition));
      expect(back.blocks).toEqual(definition.blocks);
      expect(back.members).toEqual({
        count: definition.members.count,
        ...(definition.members.gender ? { gender: definition.members.gender } : {}),
      });
    }
  });

  it("leave out what the editor's cleared fields give, so the schema accepts them", () => {
    const definition = fromPuckDocument({
      root: { props: { name: 'Test', title: 'gallery.pageTitle', count: '6', gender: '' } },
      content: [
        {
          type: 'hero',
          props: { id: 'a', title: 'gallery.title', subtitle: '', cta: 'common.ctaFree', image: '' },
        },
        { type: 'gallery', props: { id: 'b', title: 'gallery.galleryTitle', columns: '4', cta: '' } },
      ],
    });
    expect(definition).toEqual({
      name: 'Test',
      title: 'gallery.pageTitle',
      members: { count: 6 },
      blocks: [
        { type: 'hero', title: 'gallery.title', cta: 'common.ctaFree' },
        { type: 'gallery', title: 'gallery.galleryTitle', columns: 4 },
      ],
    });
    expect(parseLanderDefinition(definition).ok).toBe(true);
  });
});
