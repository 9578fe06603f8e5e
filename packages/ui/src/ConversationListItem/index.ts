export { ConversationListItem, type ConversationListItemProps } from './ConversationListItem';
