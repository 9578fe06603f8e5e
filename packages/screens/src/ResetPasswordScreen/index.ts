export * from './ResetPasswordScreen';
