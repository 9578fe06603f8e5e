export {
  AppealForm,
  AppealScreen,
  StatementsSection,
  StatementView,
  type AppealFormProps,
  type AppealScreenProps,
  type AppealSendStatus,
  type StatementsSectionProps,
  type StatementViewProps,
} from './AppealScreen';
