export {
  MessageBubble,
  messageKinds,
  messageStatuses,
  type MessageBubbleProps,
  type MessageKind,
  type MessageStatus,
} from './MessageBubble';
