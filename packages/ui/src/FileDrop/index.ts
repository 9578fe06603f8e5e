export { acceptsType, FileDrop, type FileDropItem, type FileDropProps } from './FileDrop';
