export * from './LandersScreen';
