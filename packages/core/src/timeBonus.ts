/** Time bonus constants (spec points 4 and 9). */
export const TIME_BONUS_WINDOW_SECONDS = 14_400;
export const TIME_BONUS_TICK_MS = 1_000;
export const TIME_BONUS_CODE = 'TIMEBONUS25';
export const TIME_BONUS_PERCENTAGE = 25;
/** Welcome discount (decisions.md): 25 % on the first purchase, valid 7 days from signup. */
export const WELCOME_DISCOUNT_CODE = 'WELCOME25';
export const WELCOME_DISCOUNT_PERCENTAGE = 25;
export const WELCOME_DISCOUNT_DAYS = 7;

export interface TimeBonusInput {
  loggedIn: boolean;
  paidUser: boolean;
  /** The member's signup date (ISO string, or a Date); missing means "no input". */
  signupDate: string | Date | null | undefined;
  now: Date | number;
}

export interface TimeBonusState {
  isVisible: boolean;
  /** Whole seconds left; 0 when not visible. */
  secondsLeft: number;
}

const HIDDEN: TimeBonusState = { isVisible: false, secondsLeft: 0 };

function toMs(value: string | Date | number): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/**
 * The time bonus runs only for a logged-in member who is not paid_user and signed up less than
 * 14400 s ago; it is cleared at zero, on logout, when paid, or with no input.
 */
export function timeBonusState(input: TimeBonusInput): TimeBonusState {
  if (!input.loggedIn || input.paidUser || !input.signupDate) return HIDDEN;
  const signup = toMs(input.signupDate);
  if (!Number.isFinite(signup)) return HIDDEN;
  const elapsed = (toMs(input.now) - signup) / 1000;
  const left = Math.floor(TIME_BONUS_WINDOW_SECONDS - Math.max(0, elapsed));
  if (left <= 0) return HIDDEN;
  return { isVisible: true, secondsLeft: left };
}

export interface ActiveDiscount {
  code: string | null;
  kind: 'time_bonus' | 'welcome';
  percentage: number;
  expires: Date;
}

/**
 * The discount that applies now: the time bonus while it runs (it takes precedence), else the
 * welcome discount within 7 days of signup for a member who has not paid yet.
 */
export function activeDiscount(
  input: TimeBonusInput,
  welcomeCode: string | null = null,
): ActiveDiscount | null {
  const bonus = timeBonusState(input);
  const now = toMs(input.now);
  if (bonus.isVisible) {
    return {
      code: TIME_BONUS_CODE,
      kind: 'time_bonus',
      percentage: TIME_BONUS_PERCENTAGE,
      expires: new Date(now + bonus.secondsLeft * 1000),
    };
  }
  if (!input.loggedIn || input.paidUser || !input.signupDate) return null;
  const expires = toMs(input.signupDate) + WELCOME_DISCOUNT_DAYS * 86_400_000;
  if (!(expires > now)) return null;
  return {
    code: welcomeCode,
    kind: 'welcome',
    percentage: WELCOME_DISCOUNT_PERCENTAGE,
    expires: new Date(expires),
  };
}

/** The time-bonus modal shows this long after entering the members area. */
export const TIME_BONUS_MODAL_DELAY_MS = 40_000;
