export * from './MyProfileScreen';
