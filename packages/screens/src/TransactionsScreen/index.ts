export * from './TransactionsScreen';
