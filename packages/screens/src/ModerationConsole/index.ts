export { PhotoQueueScreen, type PhotoQueueScreenProps } from './PhotoQueueScreen';
export { TransparencyScreen, type TransparencyScreenProps } from './TransparencyScreen';
