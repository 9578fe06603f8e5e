import { isMembersArea } from './routes';

/** Dismissal keys (spec point 4); each stores the timestamp of the dismissal. */
export const DISMISS_KEYS = {
  enrich: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  disabledNotifications: 'hide-disabled-notifications-alert',
  timeBonusModal: 'hide-time-bonus-modal',
} as const;
export type DismissKey = (typeof DISMISS_KEYS)[keyof typeof DISMISS_KEYS];

/** The value stored under a dismissal key. */
export function dismissalValue(now: Date | number = Date.now()): string {
  return String(now instanceof Date ? now.getTime() : now);
}

/** Whether a stored value means "dismissed" (any stored timestamp). */
export function isDismissed(stored: string | null | undefined): boolean {
  return !!stored && Number.isFinite(Number(stored)) && Number(stored) > 0;
}

/** Routes where alerts and banners are hidden (spec point 4). */
export const ALERTS_HIDDEN_ROUTES = [
  'profile',
  'signup',
  'activate-done',
  'premium',
  'notifications',
  'directdebit',
  'settings',
] as const;

export interface AlertUser {
  status: string;
  notifications_disabled: readonly string[];
  profile: { status: string; main_image: unknown };
}

export interface AlertsInput {
  loggedIn: boolean;
  routeName: string | null | undefined;
  user: AlertUser | null | undefined;
  timeBonusVisible: boolean;
  push: 'unknown' | 'capable' | 'subscribed' | 'denied';
  /** Stored dismissal values by key. */
  dismissed: Partial<Record<DismissKey, string | null>>;
  /** Whether the URL query has api_signup_complete. */
  apiSignupComplete: boolean;
  smartphone: boolean;
}

export interface AlertsState {
  timeBonus: boolean;
  profilePhoto: boolean;
  push: boolean;
  disabledNotifications: boolean;
  activation: 'none' | 'alert' | 'modal';
}

const NONE: AlertsState = {
  timeBonus: false,
  profilePhoto: false,
  push: false,
  disabledNotifications: false,
  activation: 'none',
};

/** Which alerts and banners show: only logged in, never on the routes that hide them. */
export function visibleAlerts(input: AlertsInput): AlertsState {
  const { user } = input;
  if (!input.loggedIn || !user) return NONE;
  if (input.routeName && (ALERTS_HIDDEN_ROUTES as readonly string[]).includes(input.routeName)) return NONE;
  const needsActivation =
    user.status === 'not_confirmed' &&
    user.profile.status === 'disabled' &&
    user.notifications_disabled.length === 0;
  return {
    timeBonus: input.timeBonusVisible,
    profilePhoto: !user.profile.main_image && !isDismissed(input.dismissed[DISMISS_KEYS.enrich]),
    push: input.push === 'capable' && !isDismissed(input.dismissed[DISMISS_KEYS.push]),
    disabledNotifications:
      user.notifications_disabled.length > 0 &&
      !isDismissed(input.dismissed[DISMISS_KEYS.disabledNotifications]),
    activation: needsActivation ? (input.apiSignupComplete && input.smartphone ? 'modal' : 'alert') : 'none',
  };
}

/** The banners of the alerts area (the activation one is its `alert` form, not the modal). */
export type Banner = 'activation' | 'disabledNotifications' | 'timeBonus' | 'profilePhoto' | 'push';

/**
 * Which banner comes first when several are due, most important first: what keeps other members
 * from reaching the member (an unconfirmed e-mail: nobody can reply to them; mail that is no
 * longer delivered), then what runs out (the time bonus, a few hours), then what can wait
 * (a photo, push notifications).
 */
export const BANNER_PRIORITY: readonly Banner[] = [
  'activation',
  'disabledNotifications',
  'timeBonus',
  'profilePhoto',
  'push',
];

/**
 * How many banners show at once: one on a phone (below the `md` breakpoint), where each is most
 * of a screen's height and the page would start below the fold, two on wider screens.
 */
export const BANNERS_AT_ONCE = { phone: 1, wide: 2 } as const;

/**
 * The banners to show, in BANNER_PRIORITY order, at most `room` of them. The others wait: when
 * one shown is dismissed (or its reason ends), the next takes its place.
 */
export function bannersToShow(state: AlertsState, room: number): Banner[] {
  const due: Record<Banner, boolean> = {
    activation: state.activation === 'alert',
    disabledNotifications: state.disabledNotifications,
    timeBonus: state.timeBonus,
    profilePhoto: state.profilePhoto,
    push: state.push,
  };
  return BANNER_PRIORITY.filter((banner) => due[banner]).slice(0, Math.max(0, room));
}

/**
 * The time-bonus modal: 40 s after entering the members area, only logged in, with 0 credits,
 * not dismissed before, while the time bonus is visible. The caller waits the delay.
 */
export function timeBonusModalEligible(input: {
  loggedIn: boolean;
  routeName: string | null | undefined;
  credits: number;
  dismissed: string | null | undefined;
  timeBonusVisible: boolean;
}): boolean {
  return (
    input.loggedIn &&
    isMembersArea(input.routeName) &&
    input.credits === 0 &&
    !isDismissed(input.dismissed) &&
    input.timeBonusVisible
  );
}
