export * from './CheckoutScreen';
