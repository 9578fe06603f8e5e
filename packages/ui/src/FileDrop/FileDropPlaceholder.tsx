import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { UploadIcon } from '../Icon';
import * as styles from './FileDrop.css';

export interface FileDropPlaceholderProps {
  /** As FileDrop's `label`. */
  label: string;
  /** As FileDrop's `hint`. */
  hint?: ReactNode;
  /** As FileDrop's `buttonLabel`. */
  buttonLabel: string;
}

/**
 * FileDrop's zone as it first shows, without its code (react-aria's drag and drop): the same
 * size, its button disabled, to stand in while a page loads FileDrop on demand (no layout shift).
 */
export function FileDropPlaceholder({ label, hint, buttonLabel }: FileDropPlaceholderProps) {
  return (
    <div className={styles.root} aria-busy="true">
      <div className={styles.zone}>
        <UploadIcon className={styles.icon} />
        <span className={styles.label}>{label}</span>
        {hint ? <span className={styles.hint}>{hint}</span> : null}
        <button
          type="button"
          className={button({ variant: 'outline', size: 'small' })}
          disabled
          data-disabled=""
        >
          {buttonLabel}
        </button>
      </div>
    </div>
  );
}
