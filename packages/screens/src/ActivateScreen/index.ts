export * from './ActivateScreen';
