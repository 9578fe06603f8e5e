export { createIcon, type IconProps } from './createIcon';
export * from './icons';
export * from './icons-b';
export * from './icons-c';
