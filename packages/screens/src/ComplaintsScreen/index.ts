export {
  COMPLAINT_KINDS,
  ComplaintsScreen,
  type ComplaintsCompany,
  type ComplaintKind,
  type ComplaintValues,
  type ComplaintsScreenProps,
} from './ComplaintsScreen';
