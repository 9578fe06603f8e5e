import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransparencyReport } from '@amori/contract';
import { Alert, Button, ButtonLink, Stack, TextField } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ConsolePage, CountTable } from './ConsolePage';

export interface TransparencyScreenProps {
  status: 'loading' | 'ready' | 'error';
  /** The period shown (whole days, both included), as YYYY-MM-DD. */
  from: string;
  to: string;
  report: TransparencyReport | null;
  /** Another period chosen. */
  onPeriod: (from: string, to: string) => void;
  /** The shown period's files. */
  csvHref: string;
  jsonHref: string;
  backHref: string;
}

/**
 * The transparency report: for a period, reports by reason, actions by kind, the median time
 * from report to action, appeals and reversals, with the same figures to download as CSV and
 * JSON for publication.
 */
export function TransparencyScreen(props: TransparencyScreenProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: ts } = useTranslation('support');
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  const [touched, setTouched] = useState(false);
  // ISO dates compare as strings.
  const invalid = !from || !to || to < from;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid) props.onPeriod(from, to);
  };
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const report = props.report;
  return (
    <ConsolePage title={t('transparency.title')} backHref={props.backHref}>
      <p className={styles.muted}>{t('transparency.intro')}</p>
      <form onSubmit={submit} noValidate className={styles.form}>
        <Stack gap="medium">
          <TextField label={t('transparency.from')} type="date" value={from} onChange={setFrom} isRequired />
          <TextField
            label={t('transparency.to')}
            type="date"
            value={to}
            onChange={setTo}
            isRequired
            errorMessage={touched && invalid ? t('transparency.invalidPeriod') : undefined}
          />
          <div>
            <Button type="submit">{t('transparency.show')}</Button>
          </div>
        </Stack>
      </form>
      {props.status === 'loading' ? (
        <p role="status">{t('console.loading')}</p>
      ) : props.status === 'error' || !report ? (
        <Alert tone="danger">{t('console.loadFailed')}</Alert>
      ) : (
        <>
          <Stack direction="row" gap="small">
            <ButtonLink href={props.csvHref} variant="outline" download>
              {t('transparency.downloadCsv')}
            </ButtonLink>
            <ButtonLink href={props.jsonHref} variant="outline" download>
              {t('transparency.downloadJson')}
            </ButtonLink>
          </Stack>
          <CountTable
            caption={t('transparency.reports')}
            counts={report.reports.by_reason}
            total={report.reports.total}
            label={(reason) => tc(`report.reasons.${reason}`)}
          />
          <CountTable
            caption={t('transparency.actions')}
            counts={report.actions.by_kind}
            total={report.actions.total}
            label={(kind) => ts(`moderation.actions.${kind}`)}
          />
          <dl>
            <dt>{t('transparency.median')}</dt>
            <dd>
              {report.median_seconds_to_action === null
                ? t('transparency.noMedian')
                : t('transparency.hours', { hours: hours.format(report.median_seconds_to_action / 3600) })}
            </dd>
            <dt>{t('transparency.appeals')}</dt>
            <dd>{report.appeals}</dd>
            <dt>{t('transparency.reversals')}</dt>
            <dd>{report.reversals}</dd>
          </dl>
        </>
      )}
    </ConsolePage>
  );
}
