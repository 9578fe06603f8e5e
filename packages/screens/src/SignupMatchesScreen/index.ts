export * from './SignupMatchesScreen';
