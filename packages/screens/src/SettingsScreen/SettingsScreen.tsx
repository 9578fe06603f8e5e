import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings, DiscountCode } from '@amori/contract';
import {
  emailValid,
  formatDate,
  NOTIFICATION_PREFERENCES,
  passwordProblem,
  type NotificationPreference,
} from '@amori/core';
import {
  Alert,
  Avatar,
  Button,
  ButtonLink,
  EmailField,
  ErrorState,
  NativeSelect,
  Skeleton,
  Switch,
} from '@amori/ui';
import { AccountPasswordField } from '../account/AccountPasswordField';
import { StatementsSection, type StatementsSectionProps } from '../AppealScreen/AppealScreen';
import { accountErrorText, type AccountError } from '../account/errors';
import * as styles from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';
import * as own from './SettingsScreen.css';
import { SpendingLimitsSection, type SpendingLimitsSectionProps } from './SpendingLimitsSection';

export type FormStatus = 'idle' | 'submitting' | 'done';

export interface DeviceSession {
  id: number;
  created_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
}

export interface BlockedMember {
  id: number;
  name: string;
  photoUrl?: string;
}

export interface BlockedList {
  status: 'loading' | 'ready' | 'error';
  members: readonly BlockedMember[];
  /** An unblock that did not go through (the member is still listed). */
  unblockFailed?: boolean;
}

export interface Deletion {
  /** idle; offer: the offer to stay is shown; kept: the member took it; confirm: password asked. */
  step: 'idle' | 'loading' | 'offer' | 'kept' | 'confirm' | 'deleting';
  offer: DiscountCode | null;
  error: AccountError | null;
}

export interface SettingsScreenProps {
  status: 'loading' | 'ready' | 'error';
  settings: AccountSettings | null;
  onRetry: () => void;
  dateLocale: string;
  /** Changing the e-mail address (a confirmation link goes to the new one). */
  email: { status: FormStatus; error: AccountError | null; sentTo?: string };
  onChangeEmail: (values: { email: string; password: string }) => void;
  password: { status: FormStatus; error: AccountError | null };
  onChangePassword: (values: { old_password: string; password: string; password_repeat: string }) => void;
  onNotificationChange: (preference: NotificationPreference, on: boolean) => void;
  /** Discreet: pushes and mails about new messages without names or photos. */
  onDiscreetChange: (on: boolean) => void;
  onReenable: () => void;
  onInvisibleChange: (on: boolean) => void;
  premiumHref: string;
  languages: readonly { value: string; label: string }[];
  onLanguageChange: (language: string) => void;
  /** The members this one blocked: loading, the list, or a failure to load it. */
  blocked: BlockedList;
  onUnblock: (id: number) => void;
  onRetryBlocked: () => void;
  sessions: readonly DeviceSession[] | null;
  onEndSession: (id: number) => void;
  onEndOtherSessions: () => void;
  exportHref: string;
  deletion: Deletion;
  onDeleteStart: () => void;
  onKeepOffer: () => void;
  onDeclineOffer: () => void;
  onDeleteConfirm: (password: string) => void;
  onDeleteCancel: () => void;
  creditsHref: string;
  /** A short "Saved" after a change that applies at once. */
  saved?: boolean;
  /** The member's spending limits (a section of its own, loaded on its own). */
  spending?: SpendingLimitsSectionProps;
  /** The moderation decisions the member received, to appeal (shown only when there are). */
  statements?: StatementsSectionProps;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={own.section} aria-labelledby={id}>
      <h2 id={id} className={own.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/notifications`: the member's settings (e-mail, password, notifications, privacy, devices, data, deletion). */
export function SettingsScreen(props: SettingsScreenProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const { status, settings } = props;
  return (
    <div className={styles.page}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('settings.title')}
      </h1>
      {props.saved && (
        <p role="status" className={own.saved}>
          {t('settings.saved')}
        </p>
      )}
      {status === 'loading' && (
        <div aria-busy="true">
          <Skeleton lines={6} />
        </div>
      )}
      {status === 'error' && (
        <ErrorState
          message={t('settings.loadError')}
          details={te('generic')}
          action={
            <Button variant="primary" onPress={props.onRetry}>
              {t('settings.retry')}
            </Button>
          }
        />
      )}
      {status === 'ready' && settings && <Sections {...props} settings={settings} />}
      {status === 'ready' && settings && props.statements && <StatementsSection {...props.statements} />}
      {status === 'ready' && settings && props.spending && <SpendingLimitsSection {...props.spending} />}
    </div>
  );
}

function Sections(props: SettingsScreenProps & { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const { settings } = props;
  return (
    <>
      {settings.notifications_disabled.length > 0 && (
        <Alert
          tone="warning"
          title={t('settings.disabled.title')}
          actions={
            <Button variant="primary" size="small" onPress={props.onReenable}>
              {t('settings.disabled.reenable')}
            </Button>
          }
        >
          {settings.notifications_disabled.map((reason) => t(`settings.disabled.${reason}`)).join(' ')}
        </Alert>
      )}
      <Section title={t('settings.notifications.title')}>
        <div className={own.switches}>
          {NOTIFICATION_PREFERENCES.map((preference) => (
            <Switch
              key={preference}
              isSelected={settings.notifications[preference]}
              onChange={(on) => props.onNotificationChange(preference, on)}
            >
              {t(`settings.notifications.${preference}`)}
            </Switch>
          ))}
          <Switch isSelected={settings.discreet} onChange={props.onDiscreetChange}>
            {t('settings.notifications.discreet')}
          </Switch>
        </div>
        <p className={styles.muted}>{t('settings.notifications.discreetHint')}</p>
      </Section>
      <EmailSection {...props} />
      <PasswordSection {...props} />
      <Section title={t('settings.language.title')}>
        <NativeSelect
          label={t('settings.language.label')}
          value={settings.language}
          options={props.languages}
          onChange={props.onLanguageChange}
        />
      </Section>
      <Section title={t('settings.invisible.title')}>
        <Switch
          isSelected={settings.invisible}
          isDisabled={!settings.paid_user}
          onChange={props.onInvisibleChange}
        >
          {t('settings.invisible.label')}
        </Switch>
        {!settings.paid_user && (
          <p className={styles.muted}>
            {t('settings.invisible.premiumOnly')}{' '}
            <ButtonLink variant="link" href={props.premiumHref} LinkComponent={ScreenLinkComponent}>
              {t('settings.invisible.getPremium')}
            </ButtonLink>
          </p>
        )}
      </Section>
      <BlockedSection {...props} />
      <SessionsSection {...props} />
      <Section title={t('settings.export.title')}>
        <p className={styles.muted}>{t('settings.export.body')}</p>
        <p>
          <a className={styles.link} href={props.exportHref} download>
            {t('settings.export.download')}
          </a>
        </p>
      </Section>
      <DeleteSection {...props} />
    </>
  );
}

function BlockedSection({ blocked, onUnblock, onRetryBlocked }: SettingsScreenProps) {
  const { t } = useTranslation('account');
  return (
    <Section title={t('settings.blocked.title')}>
      {blocked.status === 'loading' && (
        <div aria-busy="true">
          <Skeleton lines={2} />
        </div>
      )}
      {blocked.status === 'error' && (
        <Alert
          tone="danger"
          actions={
            <Button variant="outline" size="small" onPress={onRetryBlocked}>
              {t('settings.retry')}
            </Button>
          }
        >
          {t('settings.blocked.loadError')}
        </Alert>
      )}
      {blocked.unblockFailed && (
        <Alert tone="danger" announce>
          {t('settings.blocked.unblockFailed')}
        </Alert>
      )}
      {blocked.status === 'ready' &&
        (blocked.members.length === 0 ? (
          <p className={styles.muted}>{t('settings.blocked.empty')}</p>
        ) : (
          <ul className={own.list}>
            {blocked.members.map((member) => (
              <li key={member.id} className={own.row}>
                <Avatar name={member.name} src={member.photoUrl} size="small" decorative />
                <span className={own.grow}>{member.name}</span>
                <Button variant="outline" size="small" onPress={() => onUnblock(member.id)}>
                  {t('settings.blocked.unblock', { name: member.name })}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </Section>
  );
}

function EmailSection({
  settings,
  email,
  onChangeEmail,
}: SettingsScreenProps & { settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const problems = {
    address: !emailValid(address) ? t('errors.newEmailInvalid') : null,
    password: !password ? t('errors.required') : null,
  };
  const fieldError = email.error?.code === 'email_invalid' || email.error?.code === 'email_taken';
  return (
    <Section title={t('settings.email.title')}>
      <p>{t('settings.email.current', { email: settings.email })}</p>
      {settings.pending_email && email.status !== 'done' && (
        <p className={styles.muted}>{t('settings.email.pending', { email: settings.pending_email })}</p>
      )}
      {email.status === 'done' && (
        <Alert tone="success" announce>
          {t('settings.email.sent', { email: email.sentTo })}
        </Alert>
      )}
      {email.error && !fieldError && email.error.code !== 'old_password_wrong' && (
        <Alert tone="danger" announce>
          {accountErrorText(t, te, email.error)}
        </Alert>
      )}
      <form
        className={styles.form}
        method="post"
        noValidate
        aria-busy={email.status === 'submitting'}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!problems.address && !problems.password) onChangeEmail({ email: address.trim(), password });
        }}
      >
        <EmailField
          name="email"
          label={t('settings.email.new')}
          autoComplete="email"
          isRequired
          validationBehavior="aria"
          value={address}
          onChange={setAddress}
          errorMessage={
            touched && problems.address
              ? problems.address
              : fieldError && email.error
                ? email.error.code === 'email_invalid'
                  ? t('errors.newEmailInvalid')
                  : t('errors.emailTaken')
                : undefined
          }
        />
        <AccountPasswordField
          name="current_password"
          label={t('settings.email.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          errorMessage={
            touched && problems.password
              ? problems.password
              : email.error?.code === 'old_password_wrong'
                ? t('errors.oldPasswordWrong')
                : undefined
          }
        />
        <div>
          <Button type="submit" variant="primary" isDisabled={email.status === 'submitting'}>
            {t('settings.email.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

function PasswordSection({ password: state, onChangePassword }: SettingsScreenProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const [values, setValues] = useState({ old_password: '', password: '', password_repeat: '' });
  const [touched, setTouched] = useState(false);
  const rule = passwordProblem(values.password);
  const problems = {
    old_password: !values.old_password ? t('errors.required') : null,
    password: rule ? accountErrorText(t, te, { code: rule }) : null,
    password_repeat: values.password_repeat !== values.password ? t('errors.passwordsDiffer') : null,
  };
  const server = state.error?.code;
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <AccountPasswordField
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => setValues({ ...values, [name]: value })}
      errorMessage={
        touched && problems[name]
          ? problems[name]
          : name === 'old_password' && server === 'old_password_wrong'
            ? t('errors.oldPasswordWrong')
            : name === 'password_repeat' && server === 'passwords_differ'
              ? t('errors.passwordsDiffer')
              : name === 'password' && server?.startsWith('password_')
                ? accountErrorText(t, te, { code: server })
                : undefined
      }
    />
  );
  return (
    <Section title={t('settings.password.title')}>
      {state.status === 'done' && (
        <Alert tone="success" announce>
          {t('settings.password.done')}
        </Alert>
      )}
      {state.error &&
        !['old_password_wrong', 'passwords_differ'].includes(state.error.code) &&
        !state.error.code.startsWith('password_') && (
          <Alert tone="danger" announce>
            {accountErrorText(t, te, state.error)}
          </Alert>
        )}
      <form
        className={styles.form}
        method="post"
        noValidate
        aria-busy={state.status === 'submitting'}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (Object.values(problems).every((p) => !p)) onChangePassword(values);
        }}
      >
        {field('old_password', t('settings.password.old'), 'current-password')}
        {field('password', t('settings.password.new'), 'new-password')}
        {field('password_repeat', t('settings.password.repeat'), 'new-password')}
        <div>
          <Button type="submit" variant="primary" isDisabled={state.status === 'submitting'}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** A browser's name from its user agent, roughly. */
function deviceName(agent: string | null, unknown: string): string {
  if (!agent) return unknown;
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Firefox\//.test(agent)
      ? 'Firefox'
      : /Chrome\//.test(agent)
        ? 'Chrome'
        : /Safari\//.test(agent)
          ? 'Safari'
          : null;
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone|iPad/.test(agent)
      ? 'iOS'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : null;
  return [browser, system].filter(Boolean).join(', ') || agent.slice(0, 40);
}

function SessionsSection({ sessions, onEndSession, onEndOtherSessions, dateLocale }: SettingsScreenProps) {
  const { t } = useTranslation('account');
  if (!sessions) return null;
  const others = sessions.filter((s) => !s.current);
  return (
    <Section title={t('settings.sessions.title')}>
      <ul className={own.list}>
        {sessions.map((session) => (
          <li key={session.id} className={own.row}>
            <span className={own.grow}>
              <strong>{deviceName(session.user_agent, t('settings.sessions.unknownDevice'))}</strong>
              <br />
              <span className={styles.muted}>
                {session.current
                  ? t('settings.sessions.current')
                  : t('settings.sessions.since', {
                      date: formatDate(new Date(session.created_at), dateLocale),
                    })}
                {session.ip ? ` · ${session.ip}` : ''}
              </span>
            </span>
            {!session.current && (
              <Button variant="outline" size="small" onPress={() => onEndSession(session.id)}>
                {t('settings.sessions.logout')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button variant="outline" onPress={onEndOtherSessions}>
            {t('settings.sessions.logoutEverywhere')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('settings.sessions.onlyThis')}</p>
      )}
    </Section>
  );
}

function DeleteSection({
  deletion,
  onDeleteStart,
  onKeepOffer,
  onDeclineOffer,
  onDeleteConfirm,
  onDeleteCancel,
  creditsHref,
  dateLocale,
}: SettingsScreenProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const { step, offer, error } = deletion;
  return (
    <Section title={t('settings.delete.title')}>
      <p className={styles.muted}>{t('settings.delete.body')}</p>
      {(step === 'idle' || step === 'loading') && (
        <div>
          <Button variant="outline" onPress={onDeleteStart} isDisabled={step === 'loading'}>
            {t('settings.delete.start')}
          </Button>
        </div>
      )}
      {step === 'offer' && offer && (
        <Alert
          tone="info"
          title={t('settings.delete.offerTitle', { percentage: offer.percentage })}
          actions={
            <>
              <Button variant="primary" onPress={onKeepOffer}>
                {t('settings.delete.accept')}
              </Button>
              <Button variant="ghost" onPress={onDeclineOffer}>
                {t('settings.delete.decline')}
              </Button>
            </>
          }
        >
          {t('settings.delete.offerBody', { percentage: offer.percentage })}
        </Alert>
      )}
      {step === 'kept' && offer && (
        <Alert
          tone="success"
          announce
          actions={
            <ButtonLink variant="primary" href={creditsHref} LinkComponent={ScreenLinkComponent}>
              {t('settings.delete.buy')}
            </ButtonLink>
          }
        >
          {t('settings.delete.code', {
            code: offer.code,
            date: offer.expires ? formatDate(new Date(offer.expires), dateLocale) : '',
          })}
        </Alert>
      )}
      {(step === 'confirm' || step === 'deleting') && (
        <form
          className={styles.form}
          method="post"
          noValidate
          aria-busy={step === 'deleting'}
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (password) onDeleteConfirm(password);
          }}
        >
          {error && error.code !== 'old_password_wrong' && (
            <Alert tone="danger" announce>
              {accountErrorText(t, te, error)}
            </Alert>
          )}
          <AccountPasswordField
            name="delete_password"
            label={t('settings.delete.password')}
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            errorMessage={
              touched && !password
                ? t('errors.required')
                : error?.code === 'old_password_wrong'
                  ? t('errors.oldPasswordWrong')
                  : undefined
            }
          />
          <div className={own.buttonsRow}>
            <Button type="submit" variant="secondary" isDisabled={step === 'deleting'}>
              {step === 'deleting' ? t('settings.delete.deleting') : t('settings.delete.confirm')}
            </Button>
            <Button variant="ghost" onPress={onDeleteCancel} isDisabled={step === 'deleting'}>
              {t('settings.delete.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}
