import type { EditorLander, LanderDefinition } from '@amori/contract';
import { describe, expect, it } from 'vitest';
import { landerSummaryOf } from './LandersScreen';

const definition: LanderDefinition = {
  name: 'Spring offer',
  title: 'gallery.pageTitle',
  members: { count: 12 },
  blocks: [{ type: 'hero', title: 'gallery.title', cta: 'common.ctaFree' }],
};
const lander = (over: Partial<EditorLander>): EditorLander => ({
  slug: 'spring',
  draft: definition,
  published: null,
  updated_at: '2026-05-04T10:00:00.000Z',
  published_at: null,
  ...over,
});

describe('landerSummaryOf', () => {
  it('a lander never published is a draft, with no address yet', () => {
    expect(landerSummaryOf(lander({}))).toEqual({
      slug: 'spring',
      name: 'Spring offer',
      state: 'draft',
      changedAt: '2026-05-04T10:00:00.000Z',
      url: null,
    });
  });

  it('a published lander whose draft is what is published: published, at its address, changed when published', () => {
    // The same definition, its keys in another order (as the server stores the published one).
    const reordered = {
      blocks: definition.blocks,
      members: definition.members,
      title: definition.title,
      name: definition.name,
    };
    const published = landerSummaryOf(
      lander({ published: reordered, published_at: '2026-05-05T08:00:00.000Z' }),
    );
    expect(published).toMatchObject({
      state: 'published',
      url: '/landers/custom/spring',
      changedAt: '2026-05-05T08:00:00.000Z',
    });
  });

  it('a draft saved after publishing is told apart from what visitors see, whatever the times say', () => {
    const changed = landerSummaryOf(
      lander({
        draft: { ...definition, name: 'Spring offer 2' },
        published: definition,
        updated_at: '2026-05-04T10:00:00.000Z',
        published_at: '2026-05-05T08:00:00.000Z',
      }),
    );
    expect(changed).toMatchObject({
      state: 'changed',
      name: 'Spring offer 2',
      url: '/landers/custom/spring',
    });
  });
});
