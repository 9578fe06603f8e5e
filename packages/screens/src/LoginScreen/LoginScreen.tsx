import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ScreenLink } from '../shared/ScreenLink';

export type LoginError = { kind: 'failed' } | { kind: 'locked'; minutes: number } | { kind: 'generic' };

export interface LoginScreenProps {
  status: 'idle' | 'submitting';
  error: LoginError | null;
  onSubmit: (values: { email: string; password: string }) => void;
  signupHref: string;
  resetPasswordHref: string;
  /** Pre-filled e-mail address (e.g. after signup). */
  defaultEmail?: string;
}

/** Log in with e-mail and password. */
export function LoginScreen({
  status,
  error,
  onSubmit,
  signupHref,
  resetPasswordHref,
  defaultEmail,
}: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const submitting = status === 'submitting';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !password) return;
    onSubmit({ email: email.trim(), password });
  };

  const errorText =
    error?.kind === 'failed'
      ? t('login.failed')
      : error?.kind === 'locked'
        ? t('login.locked', { minutes: error.minutes })
        : error
          ? te('generic')
          : null;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('login.title')}
      </h1>
      {/* TODO(ui): use <Alert> when it lands */}
      {errorText && (
        <p role="alert" className={styles.alert}>
          {errorText}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
        {/* TODO(ui): use <TextField> when it lands */}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-email`}>
            {t('login.email')}
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            aria-invalid={touched && !email.trim()}
            aria-describedby={touched && !email.trim() ? `${id}-email-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          {touched && !email.trim() && (
            <p id={`${id}-email-error`} className={styles.fieldError}>
              {t('login.required')}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            {t('login.password')}
          </label>
          <input
            id={`${id}-password`}
            className={styles.input}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            aria-invalid={touched && !password}
            aria-describedby={touched && !password ? `${id}-password-error` : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          {touched && !password && (
            <p id={`${id}-password-error`} className={styles.fieldError}>
              {t('login.required')}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" size="large" isDisabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p>
        <ScreenLink className={styles.link} href={resetPasswordHref}>
          {t('login.forgot')}
        </ScreenLink>
      </p>
      <p className={styles.muted}>
        {t('login.noAccount')}{' '}
        <ScreenLink className={styles.link} href={signupHref}>
          {t('login.signup')}
        </ScreenLink>
      </p>
    </section>
  );
}
