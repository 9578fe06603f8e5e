import type { SignupBody } from '@amori/contract';
import { endpoints } from '@amori/contract/browser';
import type { AccountError } from '@amori/screens';
import useSWR from 'swr';
import { ApiRequestError, callApi } from './client';
import { swrKeys } from './keys';

/** A failed account call as a screen shows it: its contract code, or network_error. */
export function accountErrorOf(error: unknown): AccountError {
  return { code: error instanceof ApiRequestError ? error.code : 'network_error' };
}

// Writes are sent once (a retried signup or reset would be a second one).
const once = { retries: 0 } as const;

export const account = {
  signup: (body: SignupBody) => callApi(endpoints.signup, { body, ...once }),
  resendActivation: () => callApi(endpoints.resendActivation, once),
  activate: (token: string) => callApi(endpoints.activate, { body: { token }, ...once }),
  requestPasswordReset: (email: string) =>
    callApi(endpoints.requestPasswordReset, { body: { email }, ...once }),
  checkPasswordReset: (token: string) =>
    callApi(endpoints.checkPasswordReset, { query: { token }, retries: 1 }),
  resetPassword: (token: string, password: string) =>
    callApi(endpoints.resetPassword, { body: { token, password }, ...once }),
  changePassword: (body: { old_password: string; password: string; password_repeat: string }) =>
    callApi(endpoints.changePassword, { body, ...once }),
  requestMailChange: (body: { email: string; password: string }) =>
    callApi(endpoints.requestMailChange, { body, ...once }),
  confirmMailChange: (token: string) => callApi(endpoints.confirmMailChange, { body: { token }, ...once }),
  updateSettings: (body: {
    notifications?: Record<string, boolean>;
    invisible?: boolean;
    discreet?: boolean;
    reenable?: true;
  }) => callApi(endpoints.updateAccountSettings, { body, ...once }),
  endSessions: (session?: number) =>
    callApi(endpoints.endSessions, { body: session === undefined ? {} : { session }, ...once }),
  retentionOffer: () => callApi(endpoints.getRetentionOffer, once),
  deleteAccount: (password: string) => callApi(endpoints.deleteAccount, { body: { password }, ...once }),
  reactivate: (token: string) => callApi(endpoints.reactivateAccount, { body: { token }, ...once }),
  updateSpendingLimits: (body: {
    limit?: { period: 'day' | 'month'; credits: number } | null;
    cool_off_days?: number | null;
  }) => callApi(endpoints.updateSpendingLimits, { body, ...once }),
};

/** The member's spending limits (a section of `/notifications`). */
export function useSpendingLimits() {
  return useSWR(swrKeys.spendingLimits, () => callApi(endpoints.getSpendingLimits), {
    revalidateOnFocus: false,
  });
}

/** The member's settings (`/notifications`). */
export function useAccountSettings() {
  return useSWR(swrKeys.accountSettings, () => callApi(endpoints.getAccountSettings), {
    revalidateOnFocus: false,
  });
}

/** The member's logged-in devices. */
export function useSessions() {
  return useSWR(swrKeys.sessions, () => callApi(endpoints.getSessions), { revalidateOnFocus: false });
}

/** Members who fit a new member. */
export function useSignupMatches(loggedIn: boolean) {
  return useSWR(loggedIn ? swrKeys.signupMatches : null, () => callApi(endpoints.getSignupMatches), {
    revalidateOnFocus: false,
  });
}
