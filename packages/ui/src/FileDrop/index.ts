export { acceptsType, FileDrop, type FileDropItem, type FileDropProps } from './FileDrop';
export { FileDropPlaceholder, type FileDropPlaceholderProps } from './FileDropPlaceholder';
