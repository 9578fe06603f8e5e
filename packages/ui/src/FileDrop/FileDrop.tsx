import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  DropZone,
  FileTrigger,
  ProgressBar,
  type DropItem,
  type FileDropItem as AriaFileDropItem,
} from 'react-aria-components';
import { button } from '../Button/Button.css';
import { FormError } from '../FormError';
import { CloseIcon, UploadIcon } from '../Icon';
import * as styles from './FileDrop.css';

export interface FileDropItem {
  id: string;
  file: File;
  /** Upload progress 0–100, passed in by the caller; omitted before the upload starts. */
  progress?: number;
}

export interface FileDropProps {
  /** The zone's label, e.g. "Add photos". */
  label: string;
  /** Under the label, e.g. "Drag photos here or paste them". */
  hint?: ReactNode;
  /** The button that opens the file picker, e.g. "Choose photos". */
  buttonLabel: string;
  /** Accepted MIME types; `image/*` style wildcards work. */
  accept: readonly string[];
  allowsMultiple?: boolean;
  /** The chosen files (controlled); their previews and progress show below the zone. */
  files: readonly FileDropItem[];
  /** Accepted files from a drop, paste or the picker. */
  onAdd: (files: File[]) => void;
  onRemove?: (id: string) => void;
  /** Files that did not match `accept`. */
  onReject?: (files: File[]) => void;
  /** The error shown (role=alert) when files are rejected, e.g. names => `Not a photo: ${names}`. */
  rejectMessage: (names: string[]) => string;
  /** Accessible name of a file's remove button. */
  removeLabel: (name: string) => string;
  /** Accessible name of a file's progress bar. */
  progressLabel: (name: string) => string;
  isDisabled?: boolean;
}

export const acceptsType = (accept: readonly string[], type: string) =>
  accept.some((a) => (a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : a === type));

/** Object URLs for image previews, revoked when the files change or the component leaves. */
function usePreviewUrls(files: readonly FileDropItem[]) {
  const urls = useMemo(
    () =>
      new Map(
        files
          .filter((f) => f.file.type.startsWith('image/'))
          .map((f) => [f.id, URL.createObjectURL(f.file)] as const),
      ),
    [files],
  );
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/** Photos by drag and drop, paste (focus the zone, then paste) or the file picker. */
export function FileDrop({
  label,
  hint,
  buttonLabel,
  accept,
  allowsMultiple = true,
  files,
  onAdd,
  onRemove,
  onReject,
  rejectMessage,
  removeLabel,
  progressLabel,
  isDisabled,
}: FileDropProps) {
  const [rejected, setRejected] = useState<string[]>([]);
  const previews = usePreviewUrls(files);

  const take = (chosen: File[]) => {
    const ok = chosen.filter((f) => acceptsType(accept, f.type));
    const bad = chosen.filter((f) => !acceptsType(accept, f.type));
    setRejected(bad.map((f) => f.name));
    if (bad.length) onReject?.(bad);
    if (ok.length) onAdd(allowsMultiple ? ok : ok.slice(0, 1));
  };

  const onDrop = async (items: DropItem[]) => {
    const fileItems = items.filter((i): i is AriaFileDropItem => i.kind === 'file');
    take(await Promise.all(fileItems.map((i) => i.getFile())));
  };

  return (
    <div className={styles.root} data-disabled={isDisabled || undefined}>
      <DropZone
        className={styles.zone}
        // The drop target (a hidden button, to paste into) is named by the label alone: left to
        // react-aria, its name starts with an English "DropZone" in every language.
        aria-label={label}
        isDisabled={isDisabled}
        // Take every drop, then sort: rejected files get a message instead of a silent refusal.
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={(e) => void onDrop(e.items)}
      >
        <UploadIcon className={styles.icon} />
        {/* Not the zone's label slot: that would name the target twice ("Add photos Add photos"). */}
        <span className={styles.label}>{label}</span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
        <FileTrigger
          acceptedFileTypes={[...accept]}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => take(list ? [...list] : [])}
        >
          {/* FileTrigger needs a react-aria pressable child, so this one is react-aria's Button. */}
          <Button className={button({ variant: 'outline', size: 'small' })} isDisabled={isDisabled}>
            {buttonLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      <FormError>{rejected.length ? rejectMessage(rejected) : null}</FormError>
      {files.length ? (
        <ul className={styles.previews}>
          {files.map((item) => {
            const url = previews.get(item.id);
            const state =
              item.progress === undefined ? 'chosen' : item.progress >= 100 ? 'uploaded' : 'uploading';
            return (
              <li key={item.id} className={styles.preview} data-state={state}>
                {url ? <img className={styles.image} src={url} alt={item.file.name} /> : null}
                <span className={styles.name}>{item.file.name}</span>
                {item.progress !== undefined ? (
                  <ProgressBar
                    value={item.progress}
                    aria-label={progressLabel(item.file.name)}
                    className={styles.bar}
                  >
                    {({ percentage }) => (
                      <div className={styles.barFill} style={{ width: `${percentage ?? 0}%` }} />
                    )}
                  </ProgressBar>
                ) : null}
                {onRemove ? (
                  <Button
                    className={styles.remove}
                    aria-label={removeLabel(item.file.name)}
                    onPress={() => onRemove(item.id)}
                  >
                    <CloseIcon />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
