export * from './DirectDebitScreen';
