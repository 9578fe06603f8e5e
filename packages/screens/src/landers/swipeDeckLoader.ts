import type { ComponentType } from 'react';
import type { SwipeDeckProps } from '@amori/ui';
import { loadOnce } from '../shared/loadOnce';

// The swipe teaser's deck loads on demand (LazySwipeDeck): motion is a third of a lander's own
// script, and only the landers with a swipe block use it. Kept apart from LazySwipeDeck so the
// app's entry can load it before hydrating a page that has the teaser (loadLanderIslands).
const swipeDeckChunk = loadOnce<ComponentType<SwipeDeckProps> | undefined>(() =>
  // The import comes back empty when the site is reloading the page (a stale deploy).
  import('./swipeDeckCode').then((module) => module?.SwipeDeck),
);

/** SwipeDeck once its code is here, else undefined. */
export const loadedSwipeDeck = swipeDeckChunk.loaded;

/** Loads SwipeDeck's code (once; again after a failure). */
export const loadSwipeDeck = swipeDeckChunk.load;

/**
 * Loads the code of the lander islands a server-rendered page has (the swipe teaser's deck), so
 * the page hydrates whole at once: a press on a part still waiting for its code would be lost.
 * Never fails: without the code, that part hydrates once it arrives.
 */
export async function loadLanderIslands(root: ParentNode): Promise<void> {
  if (!root.querySelector('[data-lander-island="swipe"]')) return;
  await loadSwipeDeck().catch(() => undefined);
}
