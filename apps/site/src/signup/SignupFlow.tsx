import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { isLocale, signupsOpen } from '@amori/core';
import {
  emptySignupDraft,
  SIGNUP_STEPS,
  SignupScreen,
  fieldOf,
  type AccountError,
  type SignupDraft,
  type SignupStep,
} from '@amori/screens';
import { account, accountErrorOf } from '../data/account';
import { useRegions, useSettings } from '../data/hooks';
import { swrKeys } from '../data/keys';
import { uploadProfilePhoto } from '../data/profileEdits';
import { savedTracking } from '../behaviours/tracking';

const DRAFT_KEY = 'amori.signup';

interface Saved {
  draft: SignupDraft;
  step: SignupStep;
  skipped: SignupStep[];
  target: number | null;
}

function load(): Saved | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    const saved = raw ? (JSON.parse(raw) as Saved) : null;
    return saved && SIGNUP_STEPS.includes(saved.step) ? saved : null;
  } catch {
    return null;
  }
}

function save(saved: Saved | null): void {
  try {
    if (saved) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(saved));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // storage blocked: what was typed lives as long as the page
  }
}

/** Forgets a signup's draft (after the account exists and the flow is left). */
export const forgetSignupDraft = () => save(null);

export interface SignupFlowProps {
  /** The member the first message is written to (`/members/{id}/signup`). */
  target?: { id: number; name?: string; photoUrl?: string } | null;
  /** In the signup modal. */
  embedded?: boolean;
  /** Signup in progress (something typed, the account not made yet): the modal locks. */
  onProgress?: (inProgress: boolean) => void;
  /** Login, with the way back (default `/login`). */
  loginHref?: string;
}

/**
 * The signup steps wired to the API: what was typed is kept in the session's storage (never the
 * password), so it survives a reload; the account is made at the last step, with the tracking
 * record; then check your inbox.
 */
export function SignupFlow({
  target = null,
  embedded = false,
  onProgress,
  loginHref = '/login',
}: SignupFlowProps) {
  const { t, i18n } = useTranslation('common');
  const { data: settings } = useSettings();
  const { data: regions } = useRegions();
  const { mutate } = useSWRConfig();
  const fallbackCountry = useMemo(() => {
    const countries = settings?.countries ?? [];
    const guess = settings?.geoip_selected_country ?? settings?.geoip_country;
    return guess && countries.includes(guess) ? guess : (countries[0] ?? 'NL');
  }, [settings]);
  const [state, setState] = useState<Saved>(() => ({
    draft: emptySignupDraft(fallbackCountry),
    step: 'message',
    skipped: [],
    target: target?.id ?? null,
  }));
  const restored = useRef(false);
  // After hydration: what this tab typed before a reload (the server renders an empty form).
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = load();
    // Once, after hydration: the server cannot know this tab's storage, so the restored draft
    // can only be set now (initialising from it would not match the server's HTML).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (saved && saved.target === (target?.id ?? null)) setState(saved);
  }, [target]);
  const [password, setPassword] = useState<string | null>(null);
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle');
  const [error, setError] = useState<AccountError | null>(null);
  const [resendStatus, setResendStatus] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');

  const update = (next: Saved) => {
    setState(next);
    save(next);
  };
  const typed = state.step !== 'inbox' && state.draft.signup_message.trim() !== '';
  useEffect(() => onProgress?.(typed), [typed, onProgress]);

  const create = async (about: string) => {
    if (password === null) {
      // A reload forgot the password: it is typed again.
      update({ ...state, step: 'personal' });
      return;
    }
    setStatus('submitting');
    setError(null);
    const { draft } = state;
    const tracking = savedTracking();
    try {
      const { user } = await account.signup({
        email: draft.email.trim(),
        name: draft.name.trim(),
        password,
        date_of_birth: draft.date_of_birth ?? '',
        signup_message: draft.signup_message.trim(),
        gender: draft.gender,
        seeking: draft.seeking,
        country: draft.country,
        region_id: draft.region_id,
        city: draft.city.trim() || null,
        ...(about ? { about } : {}),
        ...(state.target !== null ? { member_id: state.target } : {}),
        ...(tracking ? { tracking } : {}),
        ...(isLocale(i18n.language) ? { language: i18n.language } : {}),
      });
      setPassword(null);
      await mutate(swrKeys.user, user, { revalidate: false });
      // The photo chosen at the photo step goes up now that the account exists. Without one (none
      // chosen, a reload forgot it, or the upload failed) the inbox step offers to add one later
      // (`/complete-signup`), as it does for a skipped about-me.
      let photoDone = false;
      if (photo) {
        photoDone = await uploadProfilePhoto(photo.file).then(
          () => true,
          () => false,
        );
      }
      const skipped: SignupStep[] = [
        ...state.skipped.filter((s) => s !== 'about' && s !== 'photo'),
        ...(photoDone ? [] : (['photo'] as const)),
        ...(about ? [] : (['about'] as const)),
      ];
      update({ ...state, step: 'inbox', skipped });
      setStatus('idle');
    } catch (e) {
      const failure = accountErrorOf(e);
      setError(failure);
      setStatus('idle');
      if (fieldOf(failure.code)) update({ ...state, step: 'personal' });
    }
  };

  if (!settings) return null;
  const open = signupsOpen(settings, savedTracking()?.network);
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const countries = settings.countries.map((code) => ({ value: code, label: names.of(code) ?? code }));
  const countryRegions = (regions?.regions ?? [])
    .filter((r) => r.country === state.draft.country)
    .map((r) => ({ value: String(r.id), label: r.name }));

  return (
    <SignupScreen
      embedded={embedded}
      open={open}
      step={state.step}
      draft={state.draft}
      onDraftChange={(draft) => update({ ...state, draft })}
      onStepChange={(step, skipped) => {
        setError(null);
        if (step === 'inbox') {
          void create('');
          return;
        }
        const from = state.step;
        update({
          ...state,
          step,
          skipped: skipped ? [...new Set([...state.skipped, from])] : state.skipped.filter((s) => s !== from),
        });
      }}
      target={target?.name ? { name: target.name, photoUrl: target.photoUrl } : null}
      minAge={settings.min_age}
      dateLocale={t('dateLocale')}
      countries={countries}
      regions={countryRegions}
      photo={photo}
      onPhotoPick={(file) => setPhoto({ file, url: URL.createObjectURL(file) })}
      onPhotoRemove={() => setPhoto(null)}
      status={status}
      error={error}
      onCreate={(typedPassword) => {
        setPassword(typedPassword);
        update({ ...state, step: 'about' });
      }}
      onSaveAbout={(about) => void create(about)}
      resendStatus={resendStatus}
      onResend={() => {
        setResendStatus('sending');
        account.resendActivation().then(
          () => setResendStatus('sent'),
          () => setResendStatus('error'),
        );
      }}
      loginHref={loginHref}
      completeHref="/complete-signup"
      matchesHref="/signup-matches"
      skipped={state.skipped}
    />
  );
}
