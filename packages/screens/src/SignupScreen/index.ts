export * from './SignupScreen';
