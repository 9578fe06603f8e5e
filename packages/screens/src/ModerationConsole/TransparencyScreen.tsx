import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransparencyReport } from '@amori/contract';
import { Alert, Button, ButtonLink, Stack, TextField } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

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
  const id = useId();
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
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <ButtonLink href={props.backHref} variant="ghost" LinkComponent={ScreenLinkComponent}>
        {t('console.reports')}
      </ButtonLink>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('transparency.title')}
      </h1>
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
          <table>
            <caption>{t('transparency.reports')}</caption>
            <tbody>
              {Object.entries(report.reports.by_reason).map(([reason, count]) => (
                <tr key={reason}>
                  <th scope="row">{tc(`report.reasons.${reason}`)}</th>
                  <td>{count}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('transparency.total')}</th>
                <td>{report.reports.total}</td>
              </tr>
            </tbody>
          </table>
          <table>
            <caption>{t('transparency.actions')}</caption>
            <tbody>
              {Object.entries(report.actions.by_kind).map(([kind, count]) => (
                <tr key={kind}>
                  <th scope="row">{ts(`moderation.actions.${kind}`)}</th>
                  <td>{count}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{t('transparency.total')}</th>
                <td>{report.actions.total}</td>
              </tr>
            </tbody>
          </table>
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
    </section>
  );
}
