export { EntryWarningModal, type EntryWarningModalProps } from './EntryWarningModal';
