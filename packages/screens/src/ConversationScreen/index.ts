export * from './ConversationScreen';
export * from './ChatAlertDialog';
