import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailValid } from '@amori/core';
import { Alert, Button, EmailField } from '@amori/ui';
import { accountErrorText, type AccountError } from '../account/errors';
import * as styles from '../shared/page.css';
import { PostForm } from '../shared/PostForm';
import { ScreenLink } from '../shared/ScreenLink';

export interface ResetPasswordScreenProps {
  status: 'idle' | 'submitting' | 'sent';
  /** 'E-mail address not found', 'Too many password reset emails sent, ...', or another failure. */
  error: AccountError | null;
  onSubmit: (email: string) => void;
  /** Where the link went (the sent state). */
  sentTo?: string;
  defaultEmail?: string;
  loginHref: string;
}

/** `/reset-password`: asks for the address to mail a reset link to. */
export function ResetPasswordScreen({
  status,
  error,
  onSubmit,
  sentTo,
  defaultEmail,
  loginHref,
}: ResetPasswordScreenProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [email, setEmail] = useState(defaultEmail ?? '');
  const [touched, setTouched] = useState(false);
  const problem = !email.trim() ? t('errors.required') : !emailValid(email) ? t('errors.emailInvalid') : null;
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('resetPassword.title')}
      </h1>
      {status === 'sent' ? (
        <Alert tone="success" announce>
          {t('resetPassword.sent', { email: sentTo ?? email.trim() })}
        </Alert>
      ) : (
        <>
          <p className={styles.muted}>{t('resetPassword.body')}</p>
          {error && (
            <Alert tone="danger" announce>
              {accountErrorText(t, te, error)}
            </Alert>
          )}
          <PostForm
            busy={status === 'submitting'}
            onTypedEarly={(typed) => typed.email !== undefined && setEmail(typed.email)}
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (!problem) onSubmit(email.trim());
            }}
          >
            <EmailField
              name="email"
              label={t('resetPassword.email')}
              autoComplete="email"
              isRequired
              validationBehavior="aria"
              value={email}
              onChange={setEmail}
              errorMessage={touched && problem ? problem : undefined}
            />
            <Button type="submit" variant="primary" size="large" isDisabled={status === 'submitting'}>
              {status === 'submitting' ? t('resetPassword.sending') : t('resetPassword.submit')}
            </Button>
          </PostForm>
        </>
      )}
      <p>
        <ScreenLink className={styles.link} href={loginHref}>
          {t('resetPassword.backToLogin')}
        </ScreenLink>
      </p>
    </section>
  );
}
