import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  COMPLETE_SIGNUP_STEPS,
  emptySignupDraft,
  SignupScreen,
  type AccountError,
  type SignupDraft,
  type SignupStep,
} from '@amori/screens';
import { accountErrorOf } from '../data/account';
import { useRegions, useSettings } from '../data/hooks';
import { useOwnProfile } from '../data/members';
import { saveProfileDetails, uploadProfilePhoto } from '../data/profileEdits';
import { RouteErrorBoundary } from '../errors';
import type { Route } from './+types/complete-signup';
import { LoadingFallback, memberOnly } from './member-only';
import { visitorsToLogin } from './member-only.server';
import { siteMeta } from './meta';

export const meta = siteMeta;

/** A visitor goes to login from the server (see visitorsToLogin). */
export const loader = ({ request }: { request: Request }) => visitorsToLogin(request);

export const clientLoader = ({ request }: Route.ClientLoaderArgs) => memberOnly(request);
clientLoader.hydrate = true as const;
export const HydrateFallback = LoadingFallback;

/** `/complete-signup`: the photo, location and about-me steps a member skipped at signup. */
export default function CompleteSignupRoute({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('common');
  const { t: ta } = useTranslation('account');
  const { data: settings } = useSettings();
  const { data: regions } = useRegions();
  const navigate = useNavigate();
  const [step, setStep] = useState<SignupStep>('photo');
  const [typed, setDraft] = useState<SignupDraft | null>(null);
  // The member's place and about-me as saved, until they change them here.
  const { data: own } = useOwnProfile();
  const empty = emptySignupDraft(loaderData.user.profile.country);
  const draft: SignupDraft =
    typed ??
    (own
      ? { ...empty, country: own.country, region_id: own.region_id, city: own.city ?? '', about: own.about }
      : empty);
  const [photo, setPhoto] = useState<{ file: File; url: string; progress?: number } | null>(null);
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [error, setError] = useState<AccountError | null>(null);
  if (!settings) return null;

  const run = async (work: () => Promise<unknown>, next: SignupStep) => {
    setStatus('submitting');
    setError(null);
    try {
      await work();
      setStatus('idle');
      if (next === 'inbox') await navigate('/signup-matches');
      else setStep(next);
    } catch (e) {
      setError(accountErrorOf(e));
      setStatus('idle');
    }
  };
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });

  return (
    <SignupScreen
      title={ta('completeSignup.title')}
      steps={COMPLETE_SIGNUP_STEPS}
      open
      step={step}
      draft={draft}
      onDraftChange={setDraft}
      onStepChange={(next, skipped) => {
        if (skipped || step === 'about') {
          if (next === 'inbox') void navigate('/signup-matches');
          else setStep(next);
        } else if (step === 'photo' && photo && photo.progress !== 100)
          void run(
            () =>
              uploadProfilePhoto(photo.file, (progress) =>
                setPhoto((current) => (current ? { ...current, progress } : current)),
              ).catch((e: unknown) => {
                setPhoto((current) => (current ? { ...current, progress: undefined } : current));
                throw e;
              }),
            next,
          );
        else if (step === 'location')
          void run(
            () =>
              saveProfileDetails({
                country: draft.country,
                region_id: draft.region_id,
                city: draft.city.trim() || null,
              }),
            next,
          );
        else setStep(next);
      }}
      minAge={settings.min_age}
      dateLocale={t('dateLocale')}
      countries={settings.countries.map((code) => ({ value: code, label: names.of(code) ?? code }))}
      regions={(regions?.regions ?? [])
        .filter((r) => r.country === draft.country)
        .map((r) => ({ value: String(r.id), label: r.name }))}
      photo={photo}
      onPhotoPick={(file) => setPhoto({ file, url: URL.createObjectURL(file) })}
      onPhotoRemove={() => setPhoto(null)}
      status={status}
      error={error}
      onCreate={() => undefined}
      onSaveAbout={(about) => void run(() => saveProfileDetails({ about }), 'inbox')}
      resendStatus="idle"
      onResend={() => undefined}
      loginHref="/login"
      completeHref="/complete-signup"
      matchesHref="/signup-matches"
      skipped={[]}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
