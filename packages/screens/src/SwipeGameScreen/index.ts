export * from './SwipeGameScreen';
