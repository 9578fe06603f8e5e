import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table } from '@amori/ui';
import { BackLink } from '../shared/BackLink';
import * as styles from '../shared/page.css';

/** A page of the moderation console: the way back to the reports, its title, then its content. */
export function ConsolePage({
  title,
  backHref,
  children,
}: {
  title: string;
  backHref: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <BackLink href={backHref}>{t('console.reports')}</BackLink>
      <h1 id={`${id}-title`} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Counts by key as a table with a total row; `label` names each key. */
export function CountTable({
  caption,
  counts,
  total,
  label,
}: {
  caption: string;
  counts: Record<string, number>;
  total: number;
  label: (key: string) => string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table caption={caption}>
      {Object.entries(counts).map(([key, count]) => (
        <tr key={key}>
          <th scope="row">{label(key)}</th>
          <td data-numeric>{count}</td>
        </tr>
      ))}
      <tr>
        <th scope="row">{t('transparency.total')}</th>
        <td data-numeric>{total}</td>
      </tr>
    </Table>
  );
}
