import type { LoginScreenProps } from './LoginScreen';

export const loginFixture = {
  status: 'idle',
  error: null,
  signupHref: '/signup',
  resetPasswordHref: '/reset-password',
} satisfies Partial<LoginScreenProps>;

export const loginFailedFixture = {
  ...loginFixture,
  error: { kind: 'failed' },
} satisfies Partial<LoginScreenProps>;
export const loginLockedFixture = {
  ...loginFixture,
  error: { kind: 'locked', minutes: 15 },
} satisfies Partial<LoginScreenProps>;
