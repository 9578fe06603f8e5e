import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppealSummary } from '@amori/contract';
import { MODERATOR_REASON, type AppealOutcome } from '@amori/core';
import { Alert, Button, RadioGroup, Stack, TextArea } from '@amori/ui';
import { StatementView } from '../AppealScreen/AppealScreen';
import { BackLink } from '../shared/BackLink';
import * as styles from '../shared/page.css';
import { ConsoleTable } from './ConsoleTable';

export interface ModerationAppealsScreenProps {
  status: 'loading' | 'ready' | 'error';
  appeals: readonly AppealSummary[];
  appealHref: (id: number) => string;
  queueHref: string;
  formatDate: (iso: string) => string;
}

/**
 * The console's open appeals, the oldest first. One on the moderator's own action is marked:
 * another moderator decides it.
 */
export function ModerationAppealsScreen({
  status,
  appeals,
  appealHref,
  queueHref,
  formatDate,
}: ModerationAppealsScreenProps) {
  const { t } = useTranslation('support');
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <BackLink href={queueHref}>{t('moderation.back')}</BackLink>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('moderation.appeals.title')}
      </h1>
      <ConsoleTable
        status={status}
        count={appeals.length}
        empty={t('moderation.appeals.empty')}
        caption={t('moderation.appeals.caption', { count: appeals.length })}
        headers={[
          t('moderation.action'),
          t('moderation.member'),
          t('moderation.appeals.appealed'),
          t('moderation.appeals.decider'),
        ]}
      >
        {appeals.map((a) => (
          <tr key={a.id}>
            <td>
              <a className={styles.link} href={appealHref(a.id)}>
                {t(`moderation.actions.${a.statement.action}`)}
              </a>
            </td>
            <td>{a.member.name}</td>
            <td>
              <time dateTime={a.created_at}>{formatDate(a.created_at)}</time>
            </td>
            <td>{a.mine ? t('moderation.appeals.mine') : t('moderation.appeals.you')}</td>
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}

export interface AppealDecisionValues {
  outcome: AppealOutcome;
  reason: string;
}

export interface ModerationAppealScreenProps {
  status: 'loading' | 'ready' | 'error';
  appeal: AppealSummary | null;
  decideStatus: 'idle' | 'sending' | 'done' | 'error';
  onDecide: (values: AppealDecisionValues) => void;
  backHref: string;
  formatDate: (iso: string) => string;
}

/**
 * An appeal as a second moderator decides it: the statement, the member's text, and uphold or
 * reverse with a reason. The moderator who took the action sees that another must decide.
 */
export function ModerationAppealScreen({
  status,
  appeal,
  decideStatus,
  onDecide,
  backHref,
  formatDate,
}: ModerationAppealScreenProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const [outcome, setOutcome] = useState<AppealOutcome | ''>('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  if (status !== 'ready' || !appeal) {
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
  const short = reason.trim().length < MODERATOR_REASON.min;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (short || !outcome) return;
    onDecide({ outcome, reason: reason.trim() });
  };
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <BackLink href={backHref}>{t('moderation.appeals.back')}</BackLink>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('moderation.appeals.detailTitle', { name: appeal.member.name })}
      </h1>
      <p className={styles.muted}>{t('moderation.appeals.actedBy', { moderator: appeal.moderator })}</p>
      <StatementView statement={appeal.statement} formatDate={formatDate} />
      <section aria-labelledby={`${id}-text`}>
        <h2 id={`${id}-text`}>{t('moderation.appeals.text')}</h2>
        <p className={styles.muted}>
          <time dateTime={appeal.created_at}>{formatDate(appeal.created_at)}</time>
        </p>
        <blockquote>{appeal.text}</blockquote>
      </section>
      <section aria-labelledby={`${id}-decide`}>
        <h2 id={`${id}-decide`}>{t('moderation.act')}</h2>
        {appeal.status !== 'open' ? (
          <p>{t(`moderation.appeals.outcomes.${appeal.status}`)}</p>
        ) : appeal.mine ? (
          <Alert tone="info">{t('moderation.appeals.notYours')}</Alert>
        ) : decideStatus === 'done' ? (
          <Alert tone="success" announce>
            {t('moderation.appeals.done')}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate className={styles.form}>
            <Stack gap="medium">
              {decideStatus === 'error' ? (
                <Alert tone="danger" announce>
                  {t('moderation.actFailed')}
                </Alert>
              ) : null}
              <RadioGroup
                label={t('moderation.appeals.outcome')}
                value={outcome}
                onChange={(value) => setOutcome(value as AppealOutcome)}
                isRequired
                errorMessage={touched && !outcome ? t('moderation.appeals.outcomeRequired') : undefined}
                options={[
                  { value: 'upheld', label: t('moderation.appeals.uphold') },
                  { value: 'reversed', label: t('moderation.appeals.reverse') },
                ]}
              />
              <TextArea
                label={t('moderation.reasonLabel')}
                description={t('moderation.appeals.reasonHint')}
                value={reason}
                onChange={setReason}
                isRequired
                maxLength={MODERATOR_REASON.max}
                errorMessage={touched && short ? t('moderation.reasonRequired') : undefined}
              />
              <div>
                <Button type="submit" loading={decideStatus === 'sending'}>
                  {t('moderation.appeals.submit')}
                </Button>
              </div>
            </Stack>
          </form>
        )}
      </section>
    </section>
  );
}
