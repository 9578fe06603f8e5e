export * from './ChatsScreen';
