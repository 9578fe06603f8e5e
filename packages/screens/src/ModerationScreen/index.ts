export {
  ModerationQueueScreen,
  ModerationReportScreen,
  type ModerationQueueScreenProps,
  type ModerationReportScreenProps,
  type ModerationValues,
} from './ModerationScreen';
