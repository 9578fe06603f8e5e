// SwipeDeck's code (motion's `m` components and drag), imported only by swipeDeckLoader's
// dynamic import, so the landers without a swipe teaser carry none of it.
export { SwipeDeck } from '@amori/ui';
