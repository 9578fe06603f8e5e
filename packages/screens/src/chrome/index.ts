export { Dialog, type DialogProps } from './Dialog';
export { EntryWarning } from './EntryWarning';
export { LogoBar, type LogoBarProps } from './LogoBar';
export { LikePopup, type LikePopupProfile, type LikePopupProps } from './LikePopup';
export { SiteEntryModal, type SiteEntryModalProps } from './SiteEntryModal';
export { SiteFooter, type FooterCompany, type SiteFooterProps } from './SiteFooter';
export { SiteHeader, type HeaderSession, type SiteHeaderProps } from './SiteHeader';
export { AlertsArea, type AlertsAreaProps, type DismissibleAlert } from './AlertsArea';
export { TimeBonusModal, type TimeBonusModalProps } from './TimeBonusModal';
export {
  SignupModal,
  signupModalReasons,
  type SignupModalProps,
  type SignupModalReason,
} from './SignupModal';
