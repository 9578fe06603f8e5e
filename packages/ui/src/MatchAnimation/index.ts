export { MatchAnimation, type MatchAnimationProfile, type MatchAnimationProps } from './MatchAnimation';
