import { createElement, type ReactNode } from 'react';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** What went wrong, e.g. "This page could not be found". */
  message: ReactNode;
  /** HTTP-like status, e.g. 404 or 500; shown large above the message. */
  statusCode?: number;
  /** Accessible text for the code, e.g. "Error 404"; the bare number says little when heard. */
  statusLabel?: string;
  details?: ReactNode;
  /** A way on, e.g. a ButtonLink "Back to the home page" or a retry Button. */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  /** Announce it when it replaces content that failed to load (role="alert"). */
  announce?: boolean;
}

/** The error page and failed-load state: message, status code and an action. */
export function ErrorState({
  message,
  statusCode,
  statusLabel,
  details,
  action,
  headingLevel = 1,
  announce = false,
}: ErrorStateProps) {
  return (
    <section className={styles.root} data-status-code={statusCode} role={announce ? 'alert' : undefined}>
      {statusCode !== undefined ? (
        <p className={styles.code}>
          {statusLabel ? (
            <span aria-label={statusLabel} role="img">
              {statusCode}
            </span>
          ) : (
            statusCode
          )}
        </p>
      ) : null}
      {createElement(`h${headingLevel}`, { className: styles.message }, message)}
      {details ? <p className={styles.details}>{details}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
