export * from './ResetPasswordDoScreen';
