import type { PushSender } from './adapters/push';
import type { Storage } from './adapters/storage';
import type { Database } from './db/client';
import type { RequestLog } from './http/logging';
import type { Clock } from './lib/clock';
import type { Limits } from './lib/limits';
import type { RateLimiter } from './lib/rate-limiter';
import type { AuthService } from './modules/user/user.service';

/** What every module gets: the database, the clock, limits and the shared services. */
export interface AppContext {
  db: Database;
  now: Clock;
  limits: Limits;
  rateLimiter: RateLimiter;
  storage: Storage;
  auth: AuthService;
  /** The logger for a request's own lines, with its id. */
  requestLog: RequestLog;
  pushPublicKey: string;
  /** Web push to a member's subscribed browsers. */
  push: PushSender;
}
