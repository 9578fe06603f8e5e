import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Clock } from '../lib/clock';

/** A mail ready to send: rendered, addressed, with its extra headers (List-Unsubscribe, ...). */
export interface OutgoingMail {
  /** What it is (activation, password_reset, ...): the dev mailbox shows it. */
  kind: string;
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Where mail goes: an SMTP server, or the embedded outbox. */
export interface MailTransport {
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

const toNodemailer = (mail: OutgoingMail) => ({
  from: { name: mail.from.name, address: mail.from.address },
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: mail.headers,
});

/**
 * The embedded default: nodemailer writes each message as it would send it (its stream
 * transport), and the message is kept in the database's outbox, which the dev mailbox lists.
 * Nothing leaves the machine.
 */
export function outboxTransport(db: Database, now: Clock): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await writer.sendMail(toNodemailer(mail));
      await db.insert(mailOutbox).values({
        kind: mail.kind,
        fromAddress: mail.from.address,
        toAddress: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        raw: (info.message as Buffer).toString('utf8'),
        createdAt: now(),
      });
    },
    close: async () => writer.close(),
  };
}

/**
 * Mail through an SMTP server (`smtp://user:pass@host:587`, `smtps://...`). A refused or failed
 * delivery throws, so the job that sends it is retried.
 */
export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      if (info.rejected.length > 0) throw new Error(`The SMTP server refused ${info.rejected.join(', ')}`);
    },
    close: async () => transport.close(),
  };
}
