export { CreditsBadge, type CreditsBadgeProps } from './CreditsBadge';
