export {
  ModerationQueueScreen,
  ModerationReportScreen,
  type ModerationQueueScreenProps,
  type ModerationReportScreenProps,
  type ModerationValues,
} from './ModerationScreen';
export {
  ModerationAppealScreen,
  ModerationAppealsScreen,
  type AppealDecisionValues,
  type ModerationAppealScreenProps,
  type ModerationAppealsScreenProps,
} from './AppealsScreen';
