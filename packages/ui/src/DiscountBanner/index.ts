export { DiscountBanner, type DiscountBannerProps } from './DiscountBanner';
