// What signup is made of (its steps, the draft, the screen's props), in a file that imports no
// other file of the screen: the screen, its shared parts and the later steps all need it, and the
// screen imports the other two, so kept in SignupScreen.tsx it made an import circle.
import type { Gender, Seeking } from '@amori/core';
import type { AccountError } from '../account/errors';

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
  /** The terms and the privacy policy the personal step accepts (default `/pages/terms`, `/pages/privacy`). */
  termsHref?: string;
  privacyHref?: string;
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

/** The steps `/complete-signup` goes through: what signup let a member skip. */
export const COMPLETE_SIGNUP_STEPS: readonly SignupStep[] = ['photo', 'location', 'about'];
