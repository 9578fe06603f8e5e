import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@amori/ui';
import { accountErrorText, type AccountError } from '../account/errors';
import * as styles from '../shared/page.css';
import * as own from './SignupScreen.css';
import type { SignupScreenProps, SignupStep } from './steps';

// What every signup step shares: the first step's module and the later steps' (loaded on demand).

export const COUNTED: readonly SignupStep[] = ['message', 'photo', 'location', 'personal', 'about'];

export interface StepProps extends SignupScreenProps {
  titleId: string;
  Heading: 'h1' | 'h2';
}

/** The step after or before one, in the steps gone through (after the last: check your inbox). */
function neighbour(props: SignupScreenProps, step: SignupStep, by: 1 | -1): SignupStep | undefined {
  const order = props.steps ?? COUNTED;
  const at = order.indexOf(step);
  return by === 1 ? (order[at + 1] ?? 'inbox') : order[at - 1];
}
export const nextOf = (props: SignupScreenProps, step: SignupStep) => neighbour(props, step, 1)!;
export const backOf = (props: SignupScreenProps, step: SignupStep) => {
  const back = neighbour(props, step, -1);
  return back ? () => props.onStepChange(back) : undefined;
};

export function StepForm({
  onSubmit,
  busy,
  children,
}: {
  onSubmit: () => void;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

export function Buttons({
  back,
  skip,
  next,
  nextLabel,
  busy,
}: {
  back?: () => void;
  skip?: () => void;
  next?: string;
  nextLabel?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <div className={own.buttons}>
      {back && (
        <Button variant="ghost" onPress={back} isDisabled={busy}>
          {t('signup.back')}
        </Button>
      )}
      <span className={own.spacer} />
      {skip && (
        <Button variant="outline" onPress={skip} isDisabled={busy}>
          {t('signup.skip')}
        </Button>
      )}
      <Button type="submit" variant="primary" isDisabled={busy}>
        {nextLabel ?? next ?? t('signup.next')}
      </Button>
    </div>
  );
}

/** A failure of the step's save (a photo upload, the location), shown above its form. */
export function StepError({ error }: { error: AccountError | null }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  if (!error) return null;
  return (
    <Alert tone="danger" announce>
      {accountErrorText(t, te, error)}
    </Alert>
  );
}
