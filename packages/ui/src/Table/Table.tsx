import type { ReactNode } from 'react';
import * as styles from './Table.css';

export interface TableProps {
  /** What the table lists; read first by screen readers, and the scroll area's name. */
  caption: string;
  /** `false`: the caption is for screen readers only (a heading above says it already). */
  showCaption?: boolean;
  /** The column headings; none for a table whose rows start with their own `<th scope="row">`. */
  headers?: readonly ReactNode[];
  /** The indexes of columns of figures, aligned on their last digit (cells take `data-numeric`). */
  numericColumns?: readonly number[];
  /** The rows: `<tr>`s of `<td>` (and `<th scope="row">`); a figure's cell takes `data-numeric`. */
  children: ReactNode;
}

/**
 * A table of records (a moderation queue, counts by kind): a caption, column headings and rows,
 * in a bordered box that scrolls sideways on a narrow screen instead of widening the page. The
 * box is focusable so that a keyboard can scroll it.
 */
export function Table({ caption, showCaption = true, headers, numericColumns = [], children }: TableProps) {
  return (
    // A scroll area a keyboard can reach (axe: scrollable-region-focusable), named by the caption.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : styles.captionHidden}>{caption}</caption>
        {headers ? (
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={index} scope="col" data-numeric={numericColumns.includes(index) || undefined}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
