import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailTransport, OutgoingMail } from '../../adapters/mail';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { memberChanged, type Events } from '../../lib/events';
import { hostOf } from '../../lib/host';
import type { JobQueue } from '../../lib/jobs';
import * as repo from './mail.repository';
import { renderMail, type Decision, type MailKind, type Statement } from './mail.templates';

/** How the server sends mail (config: SMTP_URL, MAIL_FROM, PUBLIC_URL, MAIL_WEBHOOK_SECRET). */
export interface MailSettings {
  transport: MailTransport;
  /** The sender's address (default `no-reply@<the site's domain>`); the name is the site's mail_name. */
  fromAddress?: string;
  /** The origin of links in mails (`https://amori.example`); default: the server's own (see `siteUrl`). */
  publicUrl?: string;
  /** The server's own origin, from the address it listens on (`http://localhost:3000`). */
  serverOrigin: () => string;
  /** The shared secret of the bounce / complaint callback; without it the callback is off. */
  webhookSecret?: string;
  /** Signs one-click unsubscribe links (made on first start, kept in server_settings). */
  signingSecret: string;
  /** Serve the dev mailbox (/dev/mailbox) over the outbox. */
  devMailbox: boolean;
}

export const SEND_MAIL_JOB = 'mail.send';

export interface MailDeps {
  db: Database;
  events: Events;
  jobs: JobQueue;
  settings: MailSettings;
}

/**
 * Mail: queued in the transaction that stores what it is about, sent by the job queue (never
 * while a request waits), with a one-click unsubscribe link; and what the mail provider reports
 * back (bounces, complaints). The chat's new-message mail is queued by its notices (chats.notify).
 */
export function createMail(deps: MailDeps) {
  deps.jobs.register(SEND_MAIL_JOB, (payload) => deliver(deps, payload as MailJob));
  return {
    queue: (db: Database, job: MailJob) => queueMail(deps, db, job),
    sendFrom: (site: Pick<SiteRow, 'mailName' | 'domain'>, mail: Omit<OutgoingMail, 'from'>) =>
      sendFrom(deps, site, mail),
    siteUrl: () => siteUrl(deps.settings),
    unsubscribe: (token: string) => unsubscribe(deps, token),
    mailEvent: (authorization: string | undefined, event: MailEvent) => mailEvent(deps, authorization, event),
  };
}

export type Mail = ReturnType<typeof createMail>;

/** A mail to send, as its job keeps it: everything needed to render it when it runs. */
export interface MailJob {
  kind: MailKind;
  siteId: number;
  /** The member it is for (null: an address without an account yet). */
  userId: number | null;
  to: string;
  locale: string;
  name: string | null;
  /** The link's path and query (`/activate/done?token=...`), on `siteUrl` when the mail is sent. */
  path: string;
  /**
   * The origin of the visitor's request that caused the mail (http/request-origin.ts): the links'
   * when it is the site's own domain (see `siteUrl`). Absent for a mail sent without a request.
   */
  origin?: string;
  /** ISO date-time the link stops working (null: it does not). */
  expires: string | null;
  /** newMessage: who wrote; null or absent: discreet (the mail names no one). */
  sender?: string | null;
  /** moderation: the statement of reasons. */
  statement?: Statement;
  /** appealDecision: the outcome of the member's appeal. */
  decision?: Decision;
}

/**
 * Queues a mail (sent by the job queue, never while a request waits). Give it the transaction
 * that stores what the mail is about (a token), so neither exists without the other.
 */
async function queueMail(deps: MailDeps, db: Database, job: MailJob): Promise<void> {
  await deps.jobs.enqueue(SEND_MAIL_JOB, job, { db, maxAttempts: 8 });
}

async function deliver(deps: MailDeps, job: MailJob): Promise<void> {
  const found = await repo.siteAndCompany(deps.db, job.siteId);
  if (!found) throw new Error(`No site ${job.siteId} for a ${job.kind} mail`);
  const { site, company } = found;
  const origin = siteUrl(deps.settings, { site, requested: job.origin });
  const rendered = renderMail(
    job.kind,
    job.locale,
    {
      name: job.name,
      link: `${origin}${job.path}`,
      expires: job.expires === null ? null : new Date(job.expires),
      sender: job.sender ?? null,
      ...(job.statement ? { statement: job.statement } : {}),
      ...(job.decision ? { decision: job.decision } : {}),
    },
    { siteName: site.name, origin, company },
  );
  const headers: Record<string, string> = {};
  if (job.userId !== null) {
    const url = `${origin}/api/unsubscribe.php?token=${unsubscribeToken(deps.settings.signingSecret, job.userId)}`;
    headers['List-Unsubscribe'] = `<${url}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  await sendFrom(deps, site, { kind: job.kind, to: job.to, ...rendered, headers });
}

/** Sends a mail now, from the site's name and address (a job's code: never while a request waits). */
async function sendFrom(
  deps: MailDeps,
  site: Pick<SiteRow, 'mailName' | 'domain'>,
  mail: Omit<OutgoingMail, 'from'>,
): Promise<void> {
  const address = deps.settings.fromAddress ?? `no-reply@${site.domain}`;
  await deps.settings.transport.send({ ...mail, from: { name: site.mailName, address } });
}

/**
 * The site's origin for links the server hands out (every mail, the payment provider's return
 * and webhook addresses): PUBLIC_URL when set (the operator's explicit choice); else, for a mail
 * a visitor's request caused, the origin they used when it names the site's own domain (a site
 * of several domains, or a demo on localhost:3000, links to where the visitor was); else the
 * server's own origin, so a demo links to itself, never to the site's real domain. Never any
 * other host a request names: a reset link pointing elsewhere would hand its token to whoever
 * runs that domain.
 */
function siteUrl(
  settings: MailSettings,
  from?: { site: Pick<SiteRow, 'domain'>; requested: string | undefined },
): string {
  const configured = settings.publicUrl?.replace(/\/$/, '');
  if (configured) return configured;
  if (from?.requested && hostOf(new URL(from.requested).host) === from.site.domain.toLowerCase())
    return from.requested;
  return settings.serverOrigin();
}

const sign = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');

/** The token of a member's one-click unsubscribe link: their id, signed. */
export function unsubscribeToken(secret: string, userId: number): string {
  return `${userId}.${sign(secret, userId)}`;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** One-click unsubscribe (RFC 8058): the member's e-mail notifications off, reason listunsubscribe. */
async function unsubscribe(deps: MailDeps, token: string): Promise<{ ok: true }> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const userId = match ? Number(match[1]) : 0;
  if (!match || !sameText(match[2]!, sign(deps.settings.signingSecret, userId)))
    throw new ApiError(400, 'token_invalid', 'Link expired or invalid');
  const changed = await repo.disableNotifications(deps.db, { userId }, 'listunsubscribe');
  for (const id of changed) await deps.events.emit(memberChanged(id));
  return { ok: true };
}

interface MailEvent {
  type: 'bounce' | 'complaint';
  email: string;
}

/**
 * The mail provider's report of a bounce or a spam complaint: every account with the address
 * gets its notifications disabled (reason bounce or fbl). Only with the shared secret (the
 * request's `Authorization: Bearer <secret>`).
 */
async function mailEvent(
  deps: MailDeps,
  authorization: string | undefined,
  event: MailEvent,
): Promise<{ ok: true; accounts: number }> {
  const secret = deps.settings.webhookSecret;
  if (!secret) throw new ApiError(404, 'not_found', 'Not found');
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  if (!sameText(given, secret)) throw new ApiError(403, 'forbidden', 'Not allowed');
  const reason = event.type === 'complaint' ? 'fbl' : 'bounce';
  const changed = await repo.disableNotifications(deps.db, { email: event.email.toLowerCase() }, reason);
  for (const id of changed) await deps.events.emit(memberChanged(id));
  return { ok: true, accounts: changed.length };
}
