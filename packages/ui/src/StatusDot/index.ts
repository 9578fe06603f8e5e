export {
  StatusDot,
  statusDotSizes,
  statusDotStatuses,
  type StatusDotProps,
  type StatusDotSize,
  type StatusDotStatus,
} from './StatusDot';
