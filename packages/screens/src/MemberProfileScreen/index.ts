export * from './MemberProfileScreen';
