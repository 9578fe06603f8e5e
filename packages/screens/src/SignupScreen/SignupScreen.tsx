import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_MESSAGE_MAX_LENGTH } from '@amori/core';
import { Alert, Avatar, Skeleton, TextArea } from '@amori/ui';
import * as styles from '../shared/page.css';
import { ScreenLink } from '../shared/ScreenLink';
import type * as LaterStepsModule from './LaterSteps';
import { Buttons, COUNTED, nextOf, StepForm, type StepProps } from './parts';
import * as own from './SignupScreen.css';
import type { SignupScreenProps } from './steps';

export * from './steps';

// The steps after the first load on demand: the first step (the one a visitor lands on, and the
// only one the server renders) carries none of their code (the date of birth field, FileDrop, the
// popup), and they are fetched as soon as the browser is idle, so the next step is there when
// asked for. A step whose code cannot load (a stale deploy) shows its placeholder.
let laterSteps: typeof LaterStepsModule | undefined;
const loadLaterSteps = () =>
  import('./LaterSteps').then((module) => {
    laterSteps = module;
    return module;
  });
const preloadLaterSteps = () => void loadLaterSteps().catch(() => undefined);
/** Loads the later steps' code now (stories, and a site that knows they are next). */
export const loadSignupSteps = async (): Promise<void> => {
  await loadLaterSteps();
};
const LazyLaterSteps = lazy<ComponentType<StepProps>>(() =>
  loadLaterSteps().then(
    (module) => ({ default: module?.LaterSteps ?? StepPlaceholder }),
    () => ({ default: StepPlaceholder }),
  ),
);

/** A later step while its code loads: the step's name as its title, the form's place kept. */
function StepPlaceholder({ step, titleId, Heading }: StepProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
        {step === 'inbox' ? t('signup.inbox.title') : t(`signup.steps.${step}`)}
      </Heading>
      <div aria-busy="true" className={own.placeholder}>
        <Skeleton shape="rect" height={40} />
        <Skeleton lines={6} />
      </div>
    </>
  );
}

/** A later step: rendered at once when its code is there (no placeholder), else once it loads. */
function LaterStep(props: StepProps) {
  // Chosen once per mount: switching while a step is shown would reset what it holds (the password).
  const [Loaded] = useState(() => laterSteps?.LaterSteps);
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={<StepPlaceholder {...props} />}>
      <LazyLaterSteps {...props} />
    </Suspense>
  );
}

/** Signup, steps 0-4 (message, photo, location, personal info, about me), then check your inbox. */
export function SignupScreen(props: SignupScreenProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const { step, open, embedded = false } = props;
  const Heading = embedded ? 'h2' : 'h1';
  // Once the first step is shown, the later steps' code comes while the browser is idle.
  useEffect(() => {
    if (!open) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preloadLaterSteps, { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(preloadLaterSteps, 1000);
    return () => clearTimeout(handle);
  }, [open]);
  // A new step replaces the button that moved to it, so the focus would fall to the document:
  // it goes to the new step's title instead, which a screen reader reads, and Tab goes on from it.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(`${id}-title`)?.focus();
  }, [step, id]);
  if (!open) {
    return (
      <section className={embedded ? own.embedded : styles.page} aria-labelledby={`${id}-title`}>
        <Heading id={`${id}-title`} className={styles.title}>
          {t('signup.inviteOnlyTitle')}
        </Heading>
        <Alert tone="info">{t('signup.inviteOnly')}</Alert>
        <p className={styles.muted}>
          {t('signup.haveAccount')}{' '}
          <ScreenLink className={styles.link} href={props.loginHref}>
            {t('signup.login')}
          </ScreenLink>
        </p>
      </section>
    );
  }
  const order = props.steps ?? COUNTED;
  const index = order.indexOf(step);
  return (
    <section className={embedded ? own.embedded : styles.page} aria-labelledby={`${id}-title`}>
      {index >= 0 && (
        <nav aria-label={props.title ?? t('signup.title')} className={own.steps}>
          <p className={own.stepOf}>{t('signup.stepOf', { current: index + 1, total: order.length })}</p>
          <ol className={own.stepList}>
            {order.map((s, i) => (
              <li
                key={s}
                className={own.stepItem}
                data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
                aria-current={i === index ? 'step' : undefined}
              >
                {t(`signup.steps.${s}`)}
              </li>
            ))}
          </ol>
        </nav>
      )}
      {step === 'message' ? (
        <MessageStep {...props} titleId={`${id}-title`} Heading={Heading} />
      ) : (
        <LaterStep {...props} titleId={`${id}-title`} Heading={Heading} />
      )}
      {index >= 0 && !props.steps && index <= COUNTED.indexOf('personal') && (
        <p className={styles.muted}>
          {t('signup.haveAccount')}{' '}
          <ScreenLink className={styles.link} href={props.loginHref}>
            {t('signup.login')}
          </ScreenLink>
        </p>
      )}
    </section>
  );
}

function MessageStep(props: StepProps) {
  const { draft, onDraftChange, onStepChange, target, titleId, Heading } = props;
  const { t } = useTranslation('account');
  const [touched, setTouched] = useState(false);
  const empty = !draft.signup_message.trim();
  return (
    <>
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
        {target ? t('signup.message.titleTo', { name: target.name }) : t('signup.message.title')}
      </Heading>
      {target && (
        <div className={own.target}>
          <Avatar name={target.name} src={target.photoUrl} size="large" />
          <span>{target.name}</span>
        </div>
      )}
      <StepForm
        onSubmit={() => {
          setTouched(true);
          if (!empty) onStepChange(nextOf(props, 'message'));
        }}
      >
        <TextArea
          name="signup_message"
          label={t('signup.message.label')}
          description={t('signup.message.hint')}
          isRequired
          validationBehavior="aria"
          rows={5}
          maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
          counterText={(length, max) => t('signup.counter', { length, max })}
          value={draft.signup_message}
          onChange={(signup_message) => onDraftChange({ ...draft, signup_message })}
          errorMessage={touched && empty ? t('errors.required') : undefined}
        />
        <Buttons />
      </StepForm>
    </>
  );
}
