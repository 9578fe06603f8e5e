import { lazy, Suspense, type ComponentType } from 'react';
import { FileDropPlaceholder, type FileDropProps } from '@amori/ui';

/**
 * FileDrop loaded on demand: its code is a quarter of a page's budget, and it is needed only once
 * the page is there. FileDropPlaceholder, the same size, stands in meanwhile (no layout shift);
 * if the code cannot load (a stale deploy) the placeholder stays.
 */
const Loaded = lazy<ComponentType<FileDropProps>>(() =>
  import('./fileDropCode').then(
    (module) => ({ default: module?.FileDrop ?? Placeholder }),
    () => ({ default: Placeholder }),
  ),
);

function Placeholder({ label, hint, buttonLabel }: FileDropProps) {
  return <FileDropPlaceholder label={label} hint={hint} buttonLabel={buttonLabel} />;
}

export function LazyFileDrop(props: FileDropProps) {
  return (
    <Suspense fallback={<Placeholder {...props} />}>
      <Loaded {...props} />
    </Suspense>
  );
}
