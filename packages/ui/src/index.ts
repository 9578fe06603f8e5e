export * from './Box';
export * from './Button';
export * from './CountBadge';
export * from './Icon';
export * from './MatchAnimation';
export * from './Countdown';
export * from './PaymentMethodPicker';
