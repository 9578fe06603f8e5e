import { createElement, type ReactNode } from 'react';
import * as styles from './FeatureList.css';

export interface FeatureListItem {
  /** A decorative icon, e.g. `<LockIcon />` (a numbered list shows the step's number instead). */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
}

export interface FeatureListProps {
  items: readonly FeatureListItem[];
  /** Steps to follow in order: an ordered list, each item numbered. */
  numbered?: boolean;
  /** The items' titles' heading level, to fit the page outline (under a section's h2: 3). */
  headingLevel?: 3 | 4;
  /** The list's accessible name, when the heading above it does not name it. */
  label?: string;
}

/**
 * What a product offers, or the steps of how it works: an icon (or the step's number), a title
 * and a line of text each, side by side where there is room and one under the other on a phone.
 */
export function FeatureList({ items, numbered = false, headingLevel = 3, label }: FeatureListProps) {
  return createElement(
    numbered ? 'ol' : 'ul',
    { className: styles.list, 'aria-label': label, 'data-numbered': numbered || undefined },
    items.map((item, index) => (
      <li key={index} className={styles.item}>
        {numbered ? (
          // The list's own numbering is what assistive technology reads; this is its picture.
          <span className={styles.marker} aria-hidden="true">
            {index + 1}
          </span>
        ) : item.icon ? (
          <span className={styles.marker} aria-hidden="true">
            {item.icon}
          </span>
        ) : null}
        <span className={styles.body}>
          {createElement(`h${headingLevel}`, { className: styles.title }, item.title)}
          {item.text ? <p className={styles.text}>{item.text}</p> : null}
        </span>
      </li>
    )),
  );
}
