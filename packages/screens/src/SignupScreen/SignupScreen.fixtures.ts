import { emptySignupDraft, type SignupScreenProps } from './SignupScreen';

export const signupFixture = {
  step: 'message',
  draft: emptySignupDraft('NL'),
  open: true,
  target: null,
  minAge: 18,
  dateLocale: 'en-GB',
  countries: [
    { value: 'NL', label: 'Netherlands' },
    { value: 'BE', label: 'Belgium' },
    { value: 'DE', label: 'Germany' },
  ],
  regions: [
    { value: '1', label: 'Noord-Holland' },
    { value: '2', label: 'Utrecht' },
  ],
  regionLabel: 'Province',
  photo: null,
  status: 'idle',
  error: null,
  resendStatus: 'idle',
  loginHref: '/login',
  completeHref: '/complete-signup',
  matchesHref: '/signup-matches',
  skipped: [],
} satisfies Partial<SignupScreenProps>;

/** Everything typed up to the personal step. */
export const filledDraft = {
  ...emptySignupDraft('NL'),
  signup_message: 'Hello! I love long walks and good food.',
  city: 'Amsterdam',
  region_id: 1,
  name: 'Anna',
  email: 'anna@example.com',
  date_of_birth: '1995-06-15',
};
