import { lazy, Suspense, useState, type ComponentType } from 'react';
import { SwipeDeckPlaceholder, type SwipeDeckProps } from '@amori/ui';
import { loadedSwipeDeck, loadSwipeDeck } from './swipeDeckLoader';

function Placeholder({ profiles, likeLabel, passLabel }: SwipeDeckProps) {
  return <SwipeDeckPlaceholder profile={profiles[0]} likeLabel={likeLabel} passLabel={passLabel} />;
}

const Lazy = lazy<ComponentType<SwipeDeckProps>>(() =>
  loadSwipeDeck().then(
    (component) => ({ default: component ?? Placeholder }),
    () => ({ default: Placeholder }),
  ),
);

/**
 * SwipeDeck loaded on demand. The server renders it whole (a lander waits for all its parts),
 * the app's entry loads its code before hydrating such a page (loadLanderIslands), and on a page
 * reached in the app SwipeDeckPlaceholder, the same size, stands in while it loads (no layout
 * shift). Always inside the same Suspense boundary, so the server's HTML and the hydrating tree
 * match whether the code is here yet or not.
 */
export function LazySwipeDeck(props: SwipeDeckProps) {
  // Chosen once per mount: switching as the code arrives would start the deck over.
  const [Loaded] = useState(loadedSwipeDeck);
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
    </Suspense>
  );
}
