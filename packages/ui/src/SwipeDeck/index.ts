export { SwipeDeck, type SwipeDeckProps } from './SwipeDeck';
export {
  SWIPE_DISTANCE,
  SwipeCard,
  type SwipeCardProps,
  type SwipeDirection,
  type SwipeProfile,
} from './SwipeCard';
