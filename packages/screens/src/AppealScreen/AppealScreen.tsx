import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Statement } from '@amori/contract';
import { APPEAL_TEXT } from '@amori/core';
import { Alert, Button, Skeleton, TextArea } from '@amori/ui';
import * as styles from '../shared/page.css';
import * as own from './AppealScreen.css';

/** An appeal's sending: not yet, on its way, accepted, or refused. */
export type AppealSendStatus = 'idle' | 'sending' | 'sent' | 'error';

export interface StatementViewProps {
  statement: Statement;
  formatDate: (iso: string) => string;
  /** The heading level of the statement's title (a page's section, or a list's item). */
  level?: 2 | 3;
}

/** A statement of reasons as its member reads it: what was decided, why, on which rule, and the appeal. */
export function StatementView({ statement, formatDate, level = 2 }: StatementViewProps) {
  const { t } = useTranslation('support');
  const { t: tc } = useTranslation('common');
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={own.statement}>
      <Heading className={level === 2 ? own.heading : own.statementTitle}>
        {t(`appeal.actions.${statement.action}`)}{' '}
        <span className={styles.muted}>
          <time dateTime={statement.created_at}>{formatDate(statement.created_at)}</time>
        </span>
      </Heading>
      <p>
        {t(`appeal.what.${statement.action}`, {
          until: statement.until ? formatDate(statement.until) : '',
        })}
      </p>
      <p>{t('appeal.why', { reason: statement.reason })}</p>
      <p>{t('appeal.rule', { rule: tc(`report.reasons.${statement.ground}`) })}</p>
      {statement.appeal ? (
        <Alert tone={statement.appeal.status === 'reversed' ? 'success' : 'info'}>
          {t(`appeal.state.${statement.appeal.status}`, {
            date: formatDate(statement.appeal.decided_at ?? statement.appeal.created_at),
          })}
          {statement.appeal.decision_reason ? ` ${statement.appeal.decision_reason}` : ''}
        </Alert>
      ) : null}
    </div>
  );
}

export interface AppealFormProps {
  status: AppealSendStatus;
  onSubmit: (text: string) => void;
  onCancel?: () => void;
}

/** The appeal's text, between its shortest and longest length, and its sending. */
export function AppealForm({ status, onSubmit, onCancel }: AppealFormProps) {
  const { t } = useTranslation('support');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const short = text.trim().length < APPEAL_TEXT.min;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!short) onSubmit(text.trim());
  };
  if (status === 'sent')
    return (
      <Alert tone="success" announce>
        {t('appeal.sent')}
      </Alert>
    );
  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {status === 'error' ? (
        <Alert tone="danger" announce>
          {t('appeal.sendFailed')}
        </Alert>
      ) : null}
      <TextArea
        label={t('appeal.textLabel')}
        description={t('appeal.textHint', { min: APPEAL_TEXT.min })}
        value={text}
        onChange={setText}
        isRequired
        rows={6}
        maxLength={APPEAL_TEXT.max}
        errorMessage={touched && short ? t('appeal.textRequired', { min: APPEAL_TEXT.min }) : undefined}
      />
      <div className={own.buttons}>
        <Button type="submit" loading={status === 'sending'}>
          {t('appeal.submit')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onPress={onCancel}>
            {t('appeal.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export interface AppealScreenProps {
  /** The link's statement: loading, shown, the link unknown or run out, or the load failed. */
  status: 'loading' | 'ready' | 'invalid' | 'error';
  statement: Statement | null;
  sendStatus: AppealSendStatus;
  onSubmit: (text: string) => void;
  formatDate: (iso: string) => string;
  complaintsHref: string;
}

/**
 * The page of a statement's mailed link: the decision and the appeal form, without a session (a
 * suspended or banned member cannot log in). One appeal per decision: once made, its state shows.
 */
export function AppealScreen({
  status,
  statement,
  sendStatus,
  onSubmit,
  formatDate,
  complaintsHref,
}: AppealScreenProps) {
  const { t } = useTranslation('support');
  const id = useId();
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('appeal.title')}
      </h1>
      {status === 'loading' ? (
        <div aria-busy="true">
          <Skeleton lines={4} />
        </div>
      ) : status === 'error' ? (
        <Alert tone="danger">{t('appeal.loadFailed')}</Alert>
      ) : status === 'invalid' || !statement ? (
        <Alert tone="warning">
          {t('appeal.invalid')}{' '}
          <a className={styles.link} href={complaintsHref}>
            {t('appeal.complaints')}
          </a>
        </Alert>
      ) : (
        <>
          <p className={styles.muted}>{t('appeal.intro')}</p>
          <StatementView statement={statement} formatDate={formatDate} />
          {statement.appealable || sendStatus === 'sent' ? (
            <AppealForm status={sendStatus} onSubmit={onSubmit} />
          ) : !statement.appeal ? (
            <Alert tone="warning">{t('appeal.closed')}</Alert>
          ) : null}
        </>
      )}
    </section>
  );
}

export interface StatementsSectionProps {
  status: 'loading' | 'ready' | 'error';
  statements: readonly Statement[];
  /** The statement whose appeal form is open, and its sending. */
  appealing: { id: number; status: AppealSendStatus } | null;
  onAppeal: (id: number) => void;
  onSubmit: (id: number, text: string) => void;
  onCancel: () => void;
  onRetry: () => void;
  formatDate: (iso: string) => string;
}

/**
 * The member's statements of reasons on their notifications page, each with "Appeal" while it
 * may be appealed. Shown only to a member who received one.
 */
export function StatementsSection(props: StatementsSectionProps) {
  const { t } = useTranslation('support');
  const id = useId();
  if (props.status === 'ready' && props.statements.length === 0) return null;
  return (
    <section id="statements" className={own.section} aria-labelledby={id}>
      <h2 id={id} className={own.heading}>
        {t('appeal.statementsTitle')}
      </h2>
      {props.status === 'loading' ? (
        <div aria-busy="true">
          <Skeleton lines={3} />
        </div>
      ) : props.status === 'error' ? (
        <Alert
          tone="danger"
          actions={
            <Button variant="outline" size="small" onPress={props.onRetry}>
              {t('appeal.retry')}
            </Button>
          }
        >
          {t('appeal.loadFailed')}
        </Alert>
      ) : (
        <ul className={own.list}>
          {props.statements.map((statement) => {
            const open = props.appealing?.id === statement.id ? props.appealing : null;
            return (
              <li key={statement.id}>
                <article className={own.statement}>
                  <StatementView statement={statement} formatDate={props.formatDate} level={3} />
                  {open ? (
                    <AppealForm
                      status={open.status}
                      onSubmit={(text) => props.onSubmit(statement.id, text)}
                      onCancel={open.status === 'sent' ? undefined : props.onCancel}
                    />
                  ) : statement.appealable ? (
                    <Button variant="outline" onPress={() => props.onAppeal(statement.id)}>
                      {t('appeal.appeal')}
                    </Button>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
