import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Table } from '@amori/ui';
import * as styles from '../shared/page.css';

export interface ConsoleTableProps {
  status: 'loading' | 'ready' | 'error';
  /** The rows' number: none shows `empty` instead of the table. */
  count: number;
  empty: string;
  caption: string;
  headers: readonly string[];
  /** The table's rows (`<tr>`s). */
  children: ReactNode;
}

/** A list of the moderation console (reports, appeals): loading, failed, empty, or its table. */
export function ConsoleTable({ status, count, empty, caption, headers, children }: ConsoleTableProps) {
  const { t } = useTranslation('support');
  if (status === 'loading') return <p role="status">{t('moderation.loading')}</p>;
  if (status === 'error') return <Alert tone="danger">{t('moderation.loadFailed')}</Alert>;
  if (count === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <Table caption={caption} headers={headers}>
      {children}
    </Table>
  );
}
