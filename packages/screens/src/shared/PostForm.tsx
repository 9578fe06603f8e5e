import type { FormEvent, ReactNode } from 'react';
import * as styles from './page.css';
import { useValuesTypedEarly } from './useValuesTypedEarly';

export interface PostFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Sending: announced to screen readers (aria-busy). */
  busy: boolean;
  /** Gets what the visitor typed before the page's scripts ran (see useValuesTypedEarly). */
  onTypedEarly: (values: Record<string, string>) => void;
  children: ReactNode;
}

/**
 * A screen's form. It posts: sent before the page's scripts run (a slow line), the browser sends
 * it to the route's action, and a GET would put what was typed (a password, a name, a message)
 * in the address, the history and the server's logs. The screen checks the fields itself
 * (noValidate) so that every message is its own translated one.
 */
export function PostForm({ onSubmit, busy, onTypedEarly, children }: PostFormProps) {
  const ref = useValuesTypedEarly(onTypedEarly);
  return (
    <form ref={ref} className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={busy}>
      {children}
    </form>
  );
}
