import type { Caches } from './caches';
import type { PaymentProvider } from './adapters/payments';
import type { WebPush } from './adapters/push';
import type { SmsSender } from './adapters/sms';
import type { Storage } from './adapters/storage';
import type { Database } from './db/client';
import type { DeviceCookies } from './http/device-cookie';
import type { RequestLog } from './http/logging';
import type { Clock } from './lib/clock';
import type { Events } from './lib/events';
import type { JobQueue } from './lib/jobs';
import type { Limits } from './lib/limits';
import type { RateLimiter } from './lib/rate-limiter';
import type { LiveHub } from './modules/chats/chats.live';
import type { MailSettings } from './modules/mail/mail.service';
import type { Sites } from './modules/settings/settings.service';
import type { Sessions } from './plugins/session';

/** What every module's services get: the database, the clock, limits and the shared services. */
export interface AppContext {
  db: Database;
  now: Clock;
  limits: Limits;
  rateLimiter: RateLimiter;
  storage: Storage;
  sessions: Sessions;
  /** Device cookies: a browser that logged in to an account before (the login lockout). */
  devices: DeviceCookies;
  /** The sites served, by host, with their settings answers. */
  sites: Sites;
  /** The logger for a request's own lines, with its id. */
  requestLog: RequestLog;
  /** Web push to members' subscribed browsers. */
  push: WebPush;
  /** The durable job queue: mail, the purge of deleted accounts. */
  jobs: JobQueue;
  /** The payment provider (the sandbox by default). */
  payments: PaymentProvider;
  /** Text messages (direct debit codes); the outbox by default. */
  sms: SmsSender;
  /** How mail is sent and addressed. */
  mail: MailSettings;
  /** Live chat delivery (WebSocket) and its fan-out between processes. */
  live: LiveHub;
  /** The domain events every process hears. */
  events: Events;
  /** What is kept for seconds (caches.ts). */
  caches: Caches;
}
