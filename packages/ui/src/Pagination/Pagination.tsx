import { Button } from 'react-aria-components';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Name of the navigation landmark, e.g. "Pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page button, e.g. `(n) => \`Page ${n}\``. */
  pageLabel: (page: number) => string;
  /** Pages shown on each side of the current one before a gap (…). */
  siblings?: number;
}

/** The pages to show: first, last, the current with its siblings, and gaps (null). */
export function pageRange(page: number, pageCount: number, siblings = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    const near = Math.abs(p - page) <= siblings;
    if (p === 1 || p === pageCount || near) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Previous / next and page buttons; the current page carries aria-current="page". */
export function Pagination({
  page,
  pageCount,
  onChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  siblings = 1,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} data-page={page}>
      <ul className={styles.list}>
        <li>
          <Button
            className={styles.button}
            aria-label={previousLabel}
            isDisabled={page <= 1}
            onPress={() => onChange(page - 1)}
          >
            <ChevronLeftIcon className={styles.flip} />
          </Button>
        </li>
        {pageRange(page, pageCount, siblings).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Button
                className={styles.button}
                aria-label={pageLabel(p)}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => onChange(p)}
              >
                {p}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            className={styles.button}
            aria-label={nextLabel}
            isDisabled={page >= pageCount}
            onPress={() => onChange(page + 1)}
          >
            <ChevronRightIcon className={styles.flip} />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
