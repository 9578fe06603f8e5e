export { SwipeDeck, type SwipeDeckProps } from './SwipeDeck';
export { SwipeDeckPlaceholder, type SwipeDeckPlaceholderProps } from './SwipeDeckPlaceholder';
export {
  SWIPE_DISTANCE,
  SwipeCard,
  type SwipeCardProps,
  type SwipeDirection,
  type SwipeProfile,
} from './SwipeCard';
