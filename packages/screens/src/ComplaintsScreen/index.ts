export {
  COMPLAINT_KINDS,
  ComplaintsScreen,
  type ComplaintKind,
  type ComplaintValues,
  type ComplaintsScreenProps,
} from './ComplaintsScreen';
