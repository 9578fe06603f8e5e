import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDetail, ReportSummary } from '@amori/contract';
import {
  MODERATION_ACTIONS,
  REPORT_REASONS,
  SUSPENSION_DAYS,
  type ModerationAction,
  type ReportReason,
  type SuspensionDays,
  MODERATOR_REASON,
} from '@amori/core';
import { Alert, Button, ButtonLink, NativeSelect, Stack, TextArea } from '@amori/ui';
import { BackLink } from '../shared/BackLink';
import * as styles from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import { ConsoleTable } from './ConsoleTable';
import * as own from './ModerationScreen.css';

export interface ModerationQueueScreenProps {
  status: 'loading' | 'ready' | 'error';
  reports: readonly ReportSummary[];
  reportHref: (id: number) => string;
  /** The console's appeals (members answering a decision). */
  appealsHref?: string;
  formatDate: (iso: string) => string;
  /** The console's other pages: the photo queue and the transparency report. */
  photosHref?: string;
  transparencyHref?: string;
}

/** The moderation console's queue: open reports, the most severe first, then the oldest. */
export function ModerationQueueScreen({
  status,
  reports,
  reportHref,
  appealsHref,
  formatDate,
  photosHref,
  transparencyHref,
}: ModerationQueueScreenProps) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation('common');
  const { t: ta } = useTranslation('admin');
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('moderation.queueTitle')}
      </h1>
      {photosHref || transparencyHref || appealsHref ? (
        <Stack as="nav" aria-label={ta('console.nav')} direction="row" gap="small" wrap>
          {photosHref ? (
            <ButtonLink href={photosHref} variant="link" LinkComponent={ScreenLinkComponent}>
              {ta('photoQueue.title')}
            </ButtonLink>
          ) : null}
          {transparencyHref ? (
            <ButtonLink href={transparencyHref} variant="link" LinkComponent={ScreenLinkComponent}>
              {ta('transparency.title')}
            </ButtonLink>
          ) : null}
          {appealsHref ? (
            <ButtonLink href={appealsHref} variant="link" LinkComponent={ScreenLinkComponent}>
              {t('moderation.appeals.link')}
            </ButtonLink>
          ) : null}
        </Stack>
      ) : null}
      <ConsoleTable
        status={status}
        count={reports.length}
        empty={t('moderation.empty')}
        caption={t('moderation.queueCaption', { count: reports.length })}
        headers={[
          t('moderation.reason'),
          t('moderation.member'),
          t('moderation.reporter'),
          t('moderation.reported'),
        ]}
      >
        {reports.map((r) => (
          <tr key={r.id}>
            <td>
              <a className={styles.link} href={reportHref(r.id)}>
                {tc(`report.reasons.${r.reason}`)}
              </a>
            </td>
            <td>{r.reported.name}</td>
            <td>{r.reporter}</td>
            <td>
              <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
            </td>
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}

export interface ModerationValues {
  action: ModerationAction;
  ground: ReportReason;
  reason: string;
  days?: SuspensionDays;
  photo?: number;
}

export interface ModerationReportScreenProps {
  status: 'loading' | 'ready' | 'error';
  detail: ReportDetail | null;
  /** The action's sending, its success, or its failure. */
  actStatus: 'idle' | 'sending' | 'done' | 'error';
  onAct: (values: ModerationValues) => void;
  backHref: string;
  formatDate: (iso: string) => string;
}

/**
 * A report as a moderator judges it: the evidence, the reported member (profile, photos, their
 * messages to the reporter), earlier reports and actions, and the action form, where every
 * action needs a reason.
 */
export function ModerationReportScreen({
  status,
  detail,
  actStatus,
  onAct,
  backHref,
  formatDate,
}: ModerationReportScreenProps) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [action, setAction] = useState<ModerationAction>('warn');
  const [ground, setGround] = useState<ReportReason | ''>('');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<string>('7');
  const [photo, setPhoto] = useState<string>('');
  const [touched, setTouched] = useState(false);

  if (status !== 'ready' || !detail) {
    return (
      <section className={styles.page}>
        {status === 'error' ? (
          <Alert tone="danger">{t('moderation.loadFailed')}</Alert>
        ) : (
          <p role="status">{t('moderation.loading')}</p>
        )}
      </section>
    );
  }
  const { report, evidence, member } = detail;
  const effectiveGround = ground || report.reason;
  const missing = reason.trim().length < MODERATOR_REASON.min || (action === 'hide_photo' && !photo);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    onAct({
      action,
      ground: effectiveGround,
      reason: reason.trim(),
      ...(action === 'suspend' ? { days: SUSPENSION_DAYS.find((d) => String(d) === days) ?? 7 } : {}),
      ...(action === 'hide_photo' ? { photo: Number(photo) } : {}),
    });
  };
  const state = member.banned
    ? t('moderation.banned')
    : member.suspended_until
      ? t('moderation.suspendedUntil', { date: formatDate(member.suspended_until) })
      : null;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <BackLink href={backHref}>{t('moderation.back')}</BackLink>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('moderation.reportTitle', { reason: tc(`report.reasons.${report.reason}`), name: member.name })}
      </h1>
      <p className={styles.muted}>
        {t('moderation.reportedBy', { reporter: report.reporter, date: formatDate(report.created_at) })}
      </p>
      {report.note ? <blockquote>{report.note}</blockquote> : null}

      <section aria-labelledby={`${id}-evidence`}>
        <h2 id={`${id}-evidence`}>{t('moderation.evidence')}</h2>
        {evidence?.messages ? (
          <ol>
            {evidence.messages.map((m) => (
              <li key={m.id}>
                <time dateTime={m.sent_at}>{formatDate(m.sent_at)}</time>:{' '}
                {m.image ? (
                  <img src={m.image} alt={t('moderation.evidencePhoto')} width={96} />
                ) : (
                  m.text || t('moderation.photoMessage')
                )}
              </li>
            ))}
          </ol>
        ) : evidence ? (
          evidence.image ? (
            <img src={evidence.image} alt={t('moderation.evidencePhoto')} width={160} />
          ) : (
            <blockquote>{evidence.text}</blockquote>
          )
        ) : (
          <p className={styles.muted}>{t('moderation.noEvidence')}</p>
        )}
      </section>

      <section aria-labelledby={`${id}-member`}>
        <h2 id={`${id}-member`}>{t('moderation.member')}</h2>
        <p>
          {member.name}, {member.age}, {member.country}
        </p>
        {state ? <Alert tone="warning">{state}</Alert> : null}
        {member.about ? <p>{member.about}</p> : null}
        {member.photos.length > 0 ? (
          <ul className={own.thumbs}>
            {member.photos.map((p, i) => (
              <li key={p.id}>
                <img
                  src={p.url}
                  alt={t('moderation.photoAlt', { n: i + 1, name: member.name })}
                  className={own.thumb}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby={`${id}-messages`}>
        <h2 id={`${id}-messages`}>{t('moderation.messages')}</h2>
        {detail.messages.length === 0 ? (
          <p className={styles.muted}>{t('moderation.none')}</p>
        ) : (
          <ol>
            {detail.messages.map((m) => (
              <li key={m.id}>
                <time dateTime={m.sent_at}>{formatDate(m.sent_at)}</time>:{' '}
                {m.text || t('moderation.photoMessage')}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`}>{t('moderation.history')}</h2>
        {detail.earlier_reports.length === 0 && detail.actions.length === 0 ? (
          <p className={styles.muted}>{t('moderation.none')}</p>
        ) : (
          <ul>
            {detail.actions.map((a) => (
              <li key={`a${a.id}`}>
                {formatDate(a.created_at)}: {t(`moderation.actions.${a.action}`)} ({a.moderator}): {a.reason}
              </li>
            ))}
            {detail.earlier_reports.map((r) => (
              <li key={`r${r.id}`}>
                {formatDate(r.created_at)}: {tc(`report.reasons.${r.reason}`)} (
                {t(`moderation.status.${r.status}`)})
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${id}-act`}>
        <h2 id={`${id}-act`}>{t('moderation.act')}</h2>
        {report.status !== 'open' ? (
          <p>{t(`moderation.status.${report.status}`)}</p>
        ) : actStatus === 'done' ? (
          <Alert tone="success" announce>
            {t('moderation.done')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate className={styles.form}>
            <Stack gap="medium">
              {actStatus === 'error' ? (
                <Alert tone="danger" announce>
                  {t('moderation.actFailed')}
                </Alert>
              ) : null}
              <NativeSelect
                label={t('moderation.action')}
                value={action}
                onChange={(value) => setAction(value as ModerationAction)}
                options={MODERATION_ACTIONS.map((value) => ({
                  value,
                  label: t(`moderation.actions.${value}`),
                }))}
              />
              <NativeSelect
                label={t('moderation.ground')}
                value={effectiveGround}
                onChange={(value) => setGround(value as ReportReason)}
                options={REPORT_REASONS.map((value) => ({ value, label: tc(`report.reasons.${value}`) }))}
              />
              {action === 'suspend' ? (
                <NativeSelect
                  label={t('moderation.days')}
                  value={days}
                  onChange={setDays}
                  options={SUSPENSION_DAYS.map((d) => ({
                    value: String(d),
                    label: t('moderation.daysOption', { count: d }),
                  }))}
                />
              ) : null}
              {action === 'hide_photo' ? (
                <NativeSelect
                  label={t('moderation.photo')}
                  value={photo}
                  onChange={setPhoto}
                  placeholder={t('moderation.choosePhoto')}
                  isRequired
                  errorMessage={touched && !photo ? t('moderation.photoRequired') : undefined}
                  options={member.photos.map((p, i) => ({
                    value: String(p.id),
                    label: t('moderation.photoAlt', { n: i + 1, name: member.name }),
                  }))}
                />
              ) : null}
              <TextArea
                label={t('moderation.reasonLabel')}
                description={t('moderation.reasonHint')}
                value={reason}
                onChange={setReason}
                isRequired
                maxLength={MODERATOR_REASON.max}
                errorMessage={
                  touched && reason.trim().length < MODERATOR_REASON.min
                    ? t('moderation.reasonRequired')
                    : undefined
                }
              />
              <div>
                <Button type="submit" loading={actStatus === 'sending'}>
                  {t('moderation.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </section>
    </section>
  );
}
