import type { Database } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { Clock } from '../lib/clock';

/** Text messages to members' phones (the direct debit code). */
export interface SmsSender {
  readonly kind: 'outbox';
  send(to: string, text: string): Promise<void>;
}

/**
 * The embedded default: every text goes to the `sms_outbox` table instead of a phone (a demo,
 * the tests). A deployment plugs an SMS provider in behind the same interface.
 */
export function outboxSms(db: Database, now: Clock): SmsSender {
  return {
    kind: 'outbox',
    async send(to, text) {
      await db.insert(smsOutbox).values({ toNumber: to, text, createdAt: now() });
    },
  };
}
