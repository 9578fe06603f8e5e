export {
  Button,
  buttonSizes,
  buttonVariants,
  iconPositions,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconPosition,
} from './Button';
