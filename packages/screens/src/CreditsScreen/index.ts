export * from './CreditsScreen';
