// The modals a page shows only on demand, as their own entry: the site loads this module when
// one is first shown, so their libraries (radix dialog, motion) stay out of the first script.
export { Dialog } from './chrome/Dialog';
export { LikePopup } from './chrome/LikePopup';
export { MatchModal } from './MatchModal';
export { SignupModal } from './chrome/SignupModal';
export { TimeBonusModal } from './chrome/TimeBonusModal';
export { ReportDialog } from './chrome/ReportDialog';
export type { ReportDialogProps, ReportValues } from './chrome/ReportDialog';
