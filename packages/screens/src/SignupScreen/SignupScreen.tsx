import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateOfBirthProblem,
  emailValid,
  nameProblem,
  passwordProblem,
  SIGNUP_MESSAGE_MAX_LENGTH,
  ABOUT_MAX_LENGTH,
  type Gender,
  type Seeking,
} from '@amori/core';
import {
  Alert,
  Avatar,
  Button,
  ButtonLink,
  DateOfBirthField,
  EmailField,
  FileDrop,
  Modal,
  NativeSelect,
  PasswordField,
  RadioGroup,
  TextArea,
  TextField,
} from '@amori/ui';
import { accountErrorText, fieldOf, type AccountError } from '../account/errors';
import * as styles from '../shared/page.css';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import * as own from './SignupScreen.css';

/** The steps of signup (decisions.md: message and personal info required; photo, location, about skippable). */
export const SIGNUP_STEPS = ['message', 'photo', 'location', 'personal', 'about', 'inbox'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
/** Steps that may be skipped and finished later at /complete-signup. */
export const SKIPPABLE_STEPS: readonly SignupStep[] = ['photo', 'location', 'about'];

/** What the visitor typed, kept by the site across a reload (never the password). */
export interface SignupDraft {
  signup_message: string;
  country: string;
  region_id: number | null;
  city: string;
  gender: Gender;
  seeking: Seeking;
  name: string;
  email: string;
  date_of_birth: string | null;
  about: string;
}

export const emptySignupDraft = (country: string): SignupDraft => ({
  signup_message: '',
  country,
  region_id: null,
  city: '',
  gender: 'male',
  seeking: 'female',
  name: '',
  email: '',
  date_of_birth: null,
  about: '',
});

export interface Choice {
  value: string;
  label: string;
}

export interface SignupScreenProps {
  step: SignupStep;
  draft: SignupDraft;
  /** Every change, so the site can keep what was typed. */
  onDraftChange: (draft: SignupDraft) => void;
  /** Next, back, skip (`skipped`: the step was left without its value). */
  onStepChange: (step: SignupStep, skipped?: boolean) => void;
  /** Signups are open (spec point 5); else the invite-only message. */
  open: boolean;
  /** The member the first message is written to (`/members/{id}/signup`). */
  target?: { name: string; photoUrl?: string } | null;
  minAge: number;
  /** Orders day, month and year (`en-GB`, `nl`). */
  dateLocale: string;
  countries: readonly Choice[];
  /** The regions of the chosen country, and what a region is called there. */
  regions: readonly Choice[];
  regionLabel?: string;
  /**
   * The photo chosen in the photo step (uploaded once the account exists), its preview, and its
   * upload progress 0-100 while it uploads (`/complete-signup`).
   */
  photo: { file: File; url: string; progress?: number } | null;
  onPhotoPick: (file: File) => void;
  onPhotoRemove: () => void;
  /** Creating the account (personal step), saving the description (about step). */
  status: 'idle' | 'submitting';
  error: AccountError | null;
  /** The personal step is filled in: the password, kept only in memory until the account is made. */
  onCreate: (password: string) => void;
  /** The about step: signup creates the account with it (`/complete-signup`: saves it). */
  onSaveAbout: (about: string) => void;
  /** The inbox step: where the activation mail went, and sending it again. */
  resendStatus: 'idle' | 'sending' | 'sent' | 'error';
  onResend: () => void;
  loginHref: string;
  completeHref: string;
  matchesHref: string;
  /** Steps skipped so far (the inbox step offers to finish them). */
  skipped: readonly SignupStep[];
  /** In the signup modal: no page title of its own. */
  embedded?: boolean;
  /** The steps to go through (default all five; `/complete-signup`: photo, location, about). */
  steps?: readonly SignupStep[];
  /** The title over the steps (default 'Sign up for free'). */
  title?: string;
}

const COUNTED: readonly SignupStep[] = ['message', 'photo', 'location', 'personal', 'about'];

/** Signup, steps 0-4 (message, photo, location, personal info, about me), then check your inbox. */
export function SignupScreen(props: SignupScreenProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const { step, open, embedded = false } = props;
  const Heading = embedded ? 'h2' : 'h1';
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
      {step === 'message' && <MessageStep {...props} titleId={`${id}-title`} Heading={Heading} />}
      {step === 'photo' && <PhotoStep {...props} titleId={`${id}-title`} Heading={Heading} />}
      {step === 'location' && <LocationStep {...props} titleId={`${id}-title`} Heading={Heading} />}
      {step === 'personal' && <PersonalStep {...props} titleId={`${id}-title`} Heading={Heading} />}
      {step === 'about' && <AboutStep {...props} titleId={`${id}-title`} Heading={Heading} />}
      {step === 'inbox' && <InboxStep {...props} titleId={`${id}-title`} Heading={Heading} />}
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

interface StepProps extends SignupScreenProps {
  titleId: string;
  Heading: 'h1' | 'h2';
}

/** The step after or before one, in the steps gone through (after the last: check your inbox). */
function neighbour(props: SignupScreenProps, step: SignupStep, by: 1 | -1): SignupStep | undefined {
  const order = props.steps ?? COUNTED;
  const at = order.indexOf(step);
  return by === 1 ? (order[at + 1] ?? 'inbox') : order[at - 1];
}
const nextOf = (props: SignupScreenProps, step: SignupStep) => neighbour(props, step, 1)!;
const backOf = (props: SignupScreenProps, step: SignupStep) => {
  const back = neighbour(props, step, -1);
  return back ? () => props.onStepChange(back) : undefined;
};

function StepForm({
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

function Buttons({
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

function MessageStep(props: StepProps) {
  const { draft, onDraftChange, onStepChange, target, titleId, Heading } = props;
  const { t } = useTranslation('account');
  const [touched, setTouched] = useState(false);
  const empty = !draft.signup_message.trim();
  return (
    <>
      <Heading id={titleId} className={styles.title}>
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

/** A failure of the step's save (a photo upload, the location), shown above its form. */
function StepError({ error }: { error: AccountError | null }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  if (!error) return null;
  return (
    <Alert tone="danger" announce>
      {accountErrorText(t, te, error)}
    </Alert>
  );
}

function PhotoStep(props: StepProps) {
  const { photo, onPhotoPick, onPhotoRemove, onStepChange, titleId, Heading } = props;
  const { t } = useTranslation('account');
  const busy = props.status === 'submitting';
  return (
    <>
      <Heading id={titleId} className={styles.title}>
        {t('signup.photo.title')}
      </Heading>
      <p className={styles.muted}>{t('signup.photo.body')}</p>
      <StepError error={props.error} />
      <StepForm onSubmit={() => onStepChange(nextOf(props, 'photo'))} busy={busy}>
        <FileDrop
          label={t('signup.photo.label')}
          hint={t('signup.photo.hint')}
          buttonLabel={t('signup.photo.button')}
          accept={['image/jpeg', 'image/png', 'image/webp']}
          files={photo ? [{ id: 'photo', file: photo.file, progress: photo.progress }] : []}
          onAdd={(files) => files[0] && onPhotoPick(files[0])}
          onRemove={() => onPhotoRemove()}
          isDisabled={busy}
          rejectMessage={(names) => t('signup.photo.reject', { names: names.join(', ') })}
          removeLabel={(name) => t('signup.photo.remove', { name })}
          progressLabel={(name) => t('signup.photo.uploading', { name })}
        />
        {photo && <img className={own.preview} src={photo.url} alt={t('signup.photo.label')} />}
        <Buttons
          back={backOf(props, 'photo')}
          skip={photo ? undefined : () => onStepChange(nextOf(props, 'photo'), true)}
          busy={busy}
        />
      </StepForm>
    </>
  );
}

function LocationStep(props: StepProps) {
  const { draft, onDraftChange, onStepChange, countries, regions, regionLabel, titleId, Heading } = props;
  const { t } = useTranslation('account');
  return (
    <>
      <Heading id={titleId} className={styles.title}>
        {t('signup.location.title')}
      </Heading>
      <StepError error={props.error} />
      <StepForm onSubmit={() => onStepChange(nextOf(props, 'location'))} busy={props.status === 'submitting'}>
        <NativeSelect
          name="country"
          label={t('signup.location.country')}
          value={draft.country}
          options={countries}
          onChange={(country) => onDraftChange({ ...draft, country, region_id: null })}
        />
        {regions.length > 0 && (
          <NativeSelect
            name="region_id"
            label={regionLabel ?? t('signup.location.region')}
            value={draft.region_id === null ? '' : String(draft.region_id)}
            options={[{ value: '', label: t('signup.location.regionNone') }, ...regions]}
            onChange={(value) => onDraftChange({ ...draft, region_id: value ? Number(value) : null })}
          />
        )}
        <TextField
          name="city"
          label={t('signup.location.city')}
          autoComplete="address-level2"
          maxLength={100}
          value={draft.city}
          onChange={(city) => onDraftChange({ ...draft, city })}
        />
        <Buttons
          back={backOf(props, 'location')}
          skip={() => onStepChange(nextOf(props, 'location'), true)}
          busy={props.status === 'submitting'}
        />
      </StepForm>
    </>
  );
}

type Field = 'email' | 'name' | 'password' | 'dateOfBirth';

function PersonalStep(props: StepProps) {
  const { draft, onDraftChange, minAge, dateLocale, status, error, onCreate, titleId, Heading } = props;
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [popup, setPopup] = useState(false);
  const [shownError, setShownError] = useState<AccountError | null>(null);
  // A new error from the server: the invalid-date popup opens for it once.
  if (error !== shownError) {
    setShownError(error);
    if (error?.code === 'date_of_birth_invalid' && draft.date_of_birth) setPopup(true);
  }
  const busy = status === 'submitting';
  const email = draft.email.trim();
  const birth = dateOfBirthProblem(draft.date_of_birth, minAge, new Date());

  const problems: Record<Field, string | null> = {
    email: !email ? t('errors.required') : !emailValid(email) ? t('errors.emailInvalid') : null,
    name: (() => {
      const problem = draft.name.trim() ? nameProblem(draft.name, email) : null;
      if (!draft.name.trim()) return t('errors.required');
      if (problem === 'name_is_email') return t('errors.nameIsEmail');
      if (problem === 'name_starts_with_at') return t('errors.nameStartsWithAt');
      return problem ? t('errors.nameInvalid') : null;
    })(),
    password: (() => {
      const problem = passwordProblem(password, { email, name: draft.name });
      return problem ? accountErrorText(t, te, { code: problem }) : null;
    })(),
    dateOfBirth: birth ? t('signup.personal.dateOfBirthRequired', { minAge }) : null,
  };
  const serverField = error ? fieldOf(error.code) : null;
  const message = (field: Field) => {
    if (touched && problems[field]) return problems[field];
    if (serverField === field && error) {
      return field === 'dateOfBirth'
        ? t('signup.personal.dateOfBirthRequired', { minAge })
        : accountErrorText(t, te, error);
    }
    return undefined;
  };

  const submit = () => {
    setTouched(true);
    if (birth === 'invalid') setPopup(true);
    if (Object.values(problems).some(Boolean)) return;
    onCreate(password);
  };

  return (
    <>
      <Heading id={titleId} className={styles.title}>
        {t('signup.personal.title')}
      </Heading>
      {error && !serverField && (
        <Alert tone="danger" announce>
          {accountErrorText(t, te, error)}
        </Alert>
      )}
      <StepForm onSubmit={submit} busy={busy}>
        <RadioGroup
          label={t('signup.personal.gender')}
          orientation="horizontal"
          value={draft.gender}
          onChange={(gender) => onDraftChange({ ...draft, gender: gender as Gender })}
          options={[
            { value: 'male', label: t('signup.personal.male') },
            { value: 'female', label: t('signup.personal.female') },
          ]}
        />
        <RadioGroup
          label={t('signup.personal.seeking')}
          orientation="horizontal"
          value={draft.seeking}
          onChange={(seeking) => onDraftChange({ ...draft, seeking: seeking as Seeking })}
          options={[
            { value: 'male', label: t('signup.personal.seekingMale') },
            { value: 'female', label: t('signup.personal.seekingFemale') },
            { value: 'both', label: t('signup.personal.seekingBoth') },
          ]}
        />
        <TextField
          name="name"
          label={t('signup.personal.name')}
          autoComplete="nickname"
          isRequired
          validationBehavior="aria"
          maxLength={30}
          value={draft.name}
          onChange={(name) => onDraftChange({ ...draft, name })}
          errorMessage={message('name')}
        />
        <EmailField
          name="email"
          label={t('signup.personal.email')}
          autoComplete="email"
          isRequired
          validationBehavior="aria"
          value={draft.email}
          onChange={(value) => onDraftChange({ ...draft, email: value })}
          errorMessage={message('email')}
        />
        <PasswordField
          name="password"
          label={t('signup.personal.password')}
          description={t('signup.personal.passwordRule')}
          autoComplete="new-password"
          isRequired
          validationBehavior="aria"
          value={password}
          onChange={setPassword}
          showLabel={t('signup.personal.showPassword')}
          hideLabel={t('signup.personal.hidePassword')}
          errorMessage={message('password')}
        />
        <DateOfBirthField
          name="date_of_birth"
          label={t('signup.personal.dateOfBirth')}
          locale={dateLocale}
          isRequired
          value={draft.date_of_birth}
          onChange={(date_of_birth) => onDraftChange({ ...draft, date_of_birth })}
          errorMessage={message('dateOfBirth')}
        />
        <p className={styles.muted}>{t('signup.personal.terms')}</p>
        <Buttons back={backOf(props, 'personal')} busy={busy} />
      </StepForm>
      <Modal
        open={popup}
        size="small"
        title={t('signup.personal.invalidDateOfBirth')}
        closeLabel={t('signup.personal.ok')}
        onOpenChange={setPopup}
        actions={
          <Button variant="primary" onPress={() => setPopup(false)}>
            {t('signup.personal.ok')}
          </Button>
        }
      />
    </>
  );
}

function AboutStep(props: StepProps) {
  const { draft, onDraftChange, onStepChange, onSaveAbout, status, error, titleId, Heading } = props;
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const busy = status === 'submitting';
  return (
    <>
      <Heading id={titleId} className={styles.title}>
        {t('signup.about.title')}
      </Heading>
      {error && (
        <Alert tone="danger" announce>
          {accountErrorText(t, te, error)}
        </Alert>
      )}
      <StepForm
        onSubmit={() => (draft.about.trim() ? onSaveAbout(draft.about.trim()) : onStepChange('inbox', true))}
        busy={busy}
      >
        <TextArea
          name="about"
          label={t('signup.about.label')}
          description={t('signup.about.hint')}
          rows={6}
          maxLength={ABOUT_MAX_LENGTH}
          counterText={(length, max) => t('signup.counter', { length, max })}
          value={draft.about}
          onChange={(about) => onDraftChange({ ...draft, about })}
        />
        <Buttons
          back={props.steps ? backOf(props, 'about') : undefined}
          skip={() => onStepChange('inbox', true)}
          nextLabel={
            props.steps
              ? busy
                ? t('signup.about.saving')
                : t('signup.about.save')
              : busy
                ? t('signup.personal.submitting')
                : t('signup.personal.submit')
          }
          busy={busy}
        />
      </StepForm>
    </>
  );
}

function InboxStep({
  draft,
  resendStatus,
  onResend,
  completeHref,
  matchesHref,
  skipped,
  titleId,
  Heading,
}: StepProps) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  return (
    <>
      <Heading id={titleId} className={styles.title}>
        {t('signup.inbox.title')}
      </Heading>
      <p>{t('signup.inbox.body', { email: draft.email.trim() })}</p>
      {resendStatus === 'sent' && (
        <Alert tone="success" announce>
          {t('signup.inbox.resent')}
        </Alert>
      )}
      {resendStatus === 'error' && (
        <Alert tone="danger" announce>
          {te('generic')}
        </Alert>
      )}
      <div className={own.buttons}>
        <Button variant="outline" onPress={onResend} isDisabled={resendStatus === 'sending'}>
          {resendStatus === 'sending' ? t('signup.inbox.resending') : t('signup.inbox.resend')}
        </Button>
        <ButtonLink variant="primary" href={matchesHref} LinkComponent={ScreenLinkComponent}>
          {t('signup.inbox.matches')}
        </ButtonLink>
      </div>
      {skipped.length > 0 && (
        <p className={styles.muted}>
          {t('signup.inbox.later')}{' '}
          <ScreenLink className={styles.link} href={completeHref}>
            {t('signup.inbox.complete')}
          </ScreenLink>
        </p>
      )}
    </>
  );
}

/** The steps `/complete-signup` goes through: what signup let a member skip. */
export const COMPLETE_SIGNUP_STEPS: readonly SignupStep[] = ['photo', 'location', 'about'];
