import { createElement, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative icon, e.g. `<HeartIcon />`. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** A button or link leading on, e.g. "Search members". */
  action?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list shows when it has nothing yet: no chats, no likes, no results. */
export function EmptyState({ icon, title, text, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <section className={styles.root} data-empty="">
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {createElement(`h${headingLevel}`, { className: styles.title }, title)}
      {text ? <p className={styles.text}>{text}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
