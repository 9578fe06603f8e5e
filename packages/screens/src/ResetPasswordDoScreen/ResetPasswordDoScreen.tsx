import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblem } from '@amori/core';
import { Alert, Button, ButtonLink } from '@amori/ui';
import { AccountPasswordField } from '../account/AccountPasswordField';
import { accountErrorText, type AccountError } from '../account/errors';
import * as styles from '../shared/page.css';
import { ScreenLinkComponent } from '../shared/ScreenLink';

export interface ResetPasswordDoScreenProps {
  /** checking: the link is being checked; invalid: 'Link expired or invalid, request a new email'. */
  status: 'checking' | 'ready' | 'submitting' | 'done' | 'invalid';
  error: AccountError | null;
  onSubmit: (password: string) => void;
  loginHref: string;
  requestHref: string;
}

/** `/reset-password/do?token=...`: a new password, typed twice. */
export function ResetPasswordDoScreen({
  status,
  error,
  onSubmit,
  loginHref,
  requestHref,
}: ResetPasswordDoScreenProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const rule = passwordProblem(password);
  const problems = {
    password: rule ? accountErrorText(t, te, { code: rule }) : null,
    repeat: !repeat ? t('errors.required') : repeat !== password ? t('errors.passwordsDiffer') : null,
  };
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('resetPasswordDo.title')}
      </h1>
      {status === 'checking' && <p role="status">{t('resetPasswordDo.checking')}</p>}
      {status === 'invalid' && (
        <>
          <Alert tone="danger" announce>
            {t('errors.linkInvalid')}
          </Alert>
          <ButtonLink variant="primary" href={requestHref} LinkComponent={ScreenLinkComponent}>
            {t('resetPasswordDo.requestNew')}
          </ButtonLink>
        </>
      )}
      {status === 'done' && (
        <>
          <Alert tone="success" announce>
            {t('resetPasswordDo.done')}
          </Alert>
          <ButtonLink variant="primary" href={loginHref} LinkComponent={ScreenLinkComponent}>
            {t('resetPasswordDo.login')}
          </ButtonLink>
        </>
      )}
      {(status === 'ready' || status === 'submitting') && (
        <>
          {error && (
            <Alert tone="danger" announce>
              {accountErrorText(t, te, error)}
            </Alert>
          )}
          <form
            className={styles.form}
            method="post"
            noValidate
            aria-busy={status === 'submitting'}
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (!problems.password && !problems.repeat) onSubmit(password);
            }}
          >
            <AccountPasswordField
              name="password"
              label={t('resetPasswordDo.password')}
              description={t('signup.personal.passwordRule')}
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              errorMessage={touched && problems.password ? problems.password : undefined}
            />
            <AccountPasswordField
              name="password_repeat"
              label={t('resetPasswordDo.repeat')}
              autoComplete="new-password"
              value={repeat}
              onChange={setRepeat}
              errorMessage={touched && problems.repeat ? problems.repeat : undefined}
            />
            <Button type="submit" variant="primary" size="large" isDisabled={status === 'submitting'}>
              {status === 'submitting' ? t('resetPasswordDo.saving') : t('resetPasswordDo.submit')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
