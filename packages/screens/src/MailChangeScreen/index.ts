export * from './MailChangeScreen';
