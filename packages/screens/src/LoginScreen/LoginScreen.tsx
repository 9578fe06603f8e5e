import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, EmailField, PasswordField } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ScreenLink } from '../shared/ScreenLink';
import { PostForm } from '../shared/PostForm';

export type LoginError =
  | { kind: 'failed' }
  | { kind: 'locked'; minutes: number }
  /** A moderator suspended the account until `until` (ISO date-time), or closed it (null). */
  | { kind: 'suspended'; until: string | null }
  | { kind: 'generic' };

export interface LoginScreenProps {
  status: 'idle' | 'submitting';
  error: LoginError | null;
  onSubmit: (values: { email: string; password: string }) => void;
  signupHref: string;
  resetPasswordHref: string;
  /** Pre-filled e-mail address (e.g. after signup). */
  defaultEmail?: string;
  /**
   * Each empty field says so at once: the form came back from the server (sent before the
   * page's scripts ran) with a field left empty.
   */
  showFieldErrors?: boolean;
}

/** Log in with e-mail and password. */
export function LoginScreen({
  status,
  error,
  onSubmit,
  signupHref,
  resetPasswordHref,
  defaultEmail,
  showFieldErrors = false,
}: LoginScreenProps) {
  const { t, i18n } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(showFieldErrors);
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
        : error?.kind === 'suspended'
          ? error.until
            ? t('login.suspended', {
                date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
                  new Date(error.until),
                ),
              })
            : t('login.banned')
          : error
            ? te('generic')
            : null;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('login.title')}
      </h1>
      {errorText && (
        <Alert tone="danger" announce>
          {errorText}
        </Alert>
      )}
      <PostForm
        onSubmit={submit}
        busy={submitting}
        onTypedEarly={(typed) => {
          if (typed.email !== undefined) setEmail(typed.email);
          if (typed.password !== undefined) setPassword(typed.password);
        }}
      >
        <EmailField
          label={t('login.email')}
          name="email"
          autoComplete="username"
          isRequired
          validationBehavior="aria"
          value={email}
          onChange={setEmail}
          errorMessage={touched && !email.trim() ? t('login.required') : undefined}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          isRequired
          validationBehavior="aria"
          value={password}
          onChange={setPassword}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          errorMessage={touched && !password ? t('login.required') : undefined}
        />
        <Button type="submit" variant="primary" size="large" isDisabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </PostForm>
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
