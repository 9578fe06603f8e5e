export * from './LikesScreen';
