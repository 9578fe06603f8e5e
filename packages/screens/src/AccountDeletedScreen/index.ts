export * from './AccountDeletedScreen';
