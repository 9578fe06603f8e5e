import type { ReactNode } from 'react';
import { WarningIcon } from '../Icon';
import * as styles from './FormError.css';

export interface FormErrorProps {
  /** The message; nothing renders without one. */
  children?: ReactNode;
  id?: string;
}

/** A form-level error (e.g. "Wrong e-mail or password"), announced at once (role=alert). */
export function FormError({ children, id }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" id={id} className={styles.formError} data-error="">
      <WarningIcon className={styles.icon} />
      <div>{children}</div>
    </div>
  );
}
