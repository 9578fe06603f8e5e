import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  dateOfBirthProblem,
  emailValid,
  nameProblem,
  passwordProblem,
  ABOUT_MAX_LENGTH,
  type Gender,
  type Seeking,
} from '@amori/core';
import {
  Alert,
  Button,
  ButtonLink,
  DateOfBirthField,
  EmailField,
  FileDrop,
  Modal,
  NativeSelect,
  RadioGroup,
  TextArea,
  TextField,
  visuallyHidden,
} from '@amori/ui';
import { AccountPasswordField } from '../account/AccountPasswordField';
import { accountErrorText, fieldOf, type AccountError } from '../account/errors';
import * as styles from '../shared/page.css';
import { ScreenLink, ScreenLinkComponent } from '../shared/ScreenLink';
import { backOf, Buttons, nextOf, StepError, StepForm, type StepProps } from './parts';
import * as own from './SignupScreen.css';

// The steps after the first (photo, location, personal info, about me, inbox): their code (the
// date of birth field, FileDrop, the popup) loads once the first step is on screen.

/** The step of `props.step`, any but the first. */
export function LaterSteps(props: StepProps) {
  switch (props.step) {
    case 'photo':
      return <PhotoStep {...props} />;
    case 'location':
      return <LocationStep {...props} />;
    case 'personal':
      return <PersonalStep {...props} />;
    case 'about':
      return <AboutStep {...props} />;
    case 'inbox':
      return <InboxStep {...props} />;
    default:
      return null;
  }
}

function PhotoStep(props: StepProps) {
  const { photo, onPhotoPick, onPhotoRemove, onStepChange, titleId, Heading } = props;
  const { t } = useTranslation('account');
  const busy = props.status === 'submitting';
  return (
    <>
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
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
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
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
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
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
        <AccountPasswordField
          name="password"
          label={t('signup.personal.password')}
          description={t('signup.personal.passwordRule')}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
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
        <p className={styles.muted}>
          <Trans
            t={t}
            i18nKey="signup.personal.terms"
            components={{
              terms: <NewTabLink href={props.termsHref ?? '/pages/terms'} />,
              privacy: <NewTabLink href={props.privacyHref ?? '/pages/privacy'} />,
            }}
          />
        </p>
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

/**
 * A link out of the form (the terms): in a new tab, so the form keeps what was typed (the password
 * is kept nowhere else), and saying so to screen readers.
 */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener">
      {children}
      <span className={visuallyHidden}> ({t('signup.personal.newTab')})</span>
    </a>
  );
}

function AboutStep(props: StepProps) {
  const { draft, onDraftChange, onStepChange, onSaveAbout, status, error, titleId, Heading } = props;
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const busy = status === 'submitting';
  return (
    <>
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
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
          back={backOf(props, 'about')}
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
      <Heading id={titleId} tabIndex={-1} className={styles.title}>
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
