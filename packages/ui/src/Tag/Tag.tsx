import type { ReactNode } from 'react';
import { CloseIcon } from '../Icon/icons';
import * as styles from './Tag.css';

export const tagTones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;
export type TagTone = (typeof tagTones)[number];
export const tagSizes = ['small', 'medium'] as const;
export type TagSize = (typeof tagSizes)[number];

export interface TagProps {
  children: ReactNode;
  tone?: TagTone;
  size?: TagSize;
  icon?: ReactNode;
  /** Shows a remove button (e.g. an active search filter); needs `removeLabel`. */
  onRemove?: () => void;
  /** Accessible name of the remove button, e.g. "Remove filter: Berlin". */
  removeLabel?: string;
}

/**
 * A short label: an interest, a filter, a profile attribute. The remove button is a native
 * button, like the library's Button: tags show on member cards, and react-aria's press handling
 * would add its script to every page that lists members.
 */
export function Tag({ children, tone = 'neutral', size = 'medium', icon, onRemove, removeLabel }: TagProps) {
  return (
    <span
      className={`${styles.tag} ${styles.tone[tone]} ${styles.size[size]}`}
      data-tone={tone}
      data-removable={onRemove ? true : undefined}
    >
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.text}>{children}</span>
      {onRemove ? (
        <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
          <CloseIcon aria-hidden />
        </button>
      ) : null}
    </span>
  );
}
