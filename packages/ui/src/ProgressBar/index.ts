export { ProgressBar, type ProgressBarPhase, type ProgressBarProps } from './ProgressBar';
