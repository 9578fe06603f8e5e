import { useState } from 'react';
import { FileDrop, type FileDropItem, type FileDropProps } from './FileDrop';

const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
export const photo = (name: string) => new File([pngBytes], name, { type: 'image/png' });

export const baseArgs = {
  label: 'Add photos',
  hint: 'Drag photos here, or paste them',
  buttonLabel: 'Choose photos',
  accept: ['image/jpeg', 'image/png'],
  files: [],
  rejectMessage: (names: string[]) => `Only JPEG or PNG photos: ${names.join(', ')}`,
  removeLabel: (name: string) => `Remove ${name}`,
  progressLabel: (name: string) => `Uploading ${name}`,
} satisfies Omit<FileDropProps, 'onAdd'>;

/** Holds the chosen files the way a screen would. */
export function StatefulFileDrop(props: FileDropProps) {
  const [files, setFiles] = useState<FileDropItem[]>([...props.files]);
  return (
    <FileDrop
      {...props}
      files={files}
      onAdd={(added) => {
        props.onAdd(added);
        setFiles((f) => [...f, ...added.map((file, i) => ({ id: `${file.name}-${f.length + i}`, file }))]);
      }}
      onRemove={(id) => {
        props.onRemove?.(id);
        setFiles((f) => f.filter((item) => item.id !== id));
      }}
    />
  );
}
