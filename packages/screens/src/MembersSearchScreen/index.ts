export * from './MembersSearchScreen';
