/** A fixed-window rate limit: at most `max` hits per `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Rate limits and the login lockout (decisions.md defaults; each configurable). */
export interface Limits {
  loginPerIp: Limit;
  /** Wrong passwords within `windowMs` that lock the account for `lockMs`. */
  lockout: { attempts: number; windowMs: number; lockMs: number };
  writePerIp: Limit;
  writePerAccount: Limit;
}

const MINUTE = 60_000;
export const defaultLimits: Limits = {
  loginPerIp: { max: 10, windowMs: MINUTE },
  lockout: { attempts: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  writePerIp: { max: 120, windowMs: MINUTE },
  writePerAccount: { max: 60, windowMs: MINUTE },
};
