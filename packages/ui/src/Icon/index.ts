export { createIcon, type IconProps } from './createIcon';
export * from './icons';
export * from './icons-c';
