// FileDrop's code (react-aria's drag and drop with its translations), imported only by
// LazyFileDrop's dynamic import, so the pages that show it carry it in a chunk of its own.
export { FileDrop } from '@amori/ui';
