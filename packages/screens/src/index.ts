export * from './IndexScreen';
