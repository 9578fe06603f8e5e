export {
  Countdown,
  countdownSizes,
  type CountdownProps,
  type CountdownSize,
  type CountdownTimeLeft,
} from './Countdown';
