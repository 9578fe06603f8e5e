import type { MouseEvent, ReactNode } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The fragment of the page's main region, e.g. `#main`; that element takes the focus. */
  href: `#${string}`;
  /** Visible text, e.g. "Skip to content". */
  children: ReactNode;
}

/**
 * The first stop of the Tab order: jumps past the navigation to the page's content. A fragment
 * link, so it works before the page's scripts run; once they have, it moves the focus itself and
 * leaves the address as it was (a fragment there would be a navigation to a router, and under a
 * `<base>` a page load). The target needs `tabIndex={-1}` to take the focus.
 */
export function SkipLink({ href, children }: SkipLinkProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(href.slice(1));
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className={styles.link} href={href} onClick={jump}>
      {children}
    </a>
  );
}
