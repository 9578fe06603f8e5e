import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MailTransport } from '../../adapters/mail';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { SiteRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { hostOf } from '../../lib/host';
import * as repo from './mail.repository';
import { renderMail, type MailKind } from './mail.templates';

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
   * The origin of the visitor's request that caused the mail (`requestOrigin`): the links' when it
   * is the site's own domain (see `siteUrl`). Absent for a mail sent without a request.
   */
  origin?: string;
  /** ISO date-time the link stops working (null: it does not). */
  expires: string | null;
  /** newMessage: who wrote; null or absent: discreet (the mail names no one). */
  sender?: string | null;
}

/** The mail jobs' code: registered once with the queue. */
export function registerMailJobs(ctx: AppContext): void {
  ctx.jobs.register(SEND_MAIL_JOB, (payload) => deliver(ctx, payload as MailJob));
}

/**
 * Queues a mail (sent by the job queue, never while a request waits). Give it the transaction
 * that stores what the mail is about (a token), so neither exists without the other.
 */
export async function queueMail(ctx: AppContext, db: Database, job: MailJob): Promise<void> {
  await ctx.jobs.enqueue(SEND_MAIL_JOB, job, { db, maxAttempts: 8 });
}

async function deliver(ctx: AppContext, job: MailJob): Promise<void> {
  const found = await repo.siteAndCompany(ctx.db, job.siteId);
  if (!found) throw new Error(`No site ${job.siteId} for a ${job.kind} mail`);
  const { site, company } = found;
  const origin = siteUrl(ctx, { site, requested: job.origin });
  const rendered = renderMail(
    job.kind,
    job.locale,
    {
      name: job.name,
      link: `${origin}${job.path}`,
      expires: job.expires === null ? null : new Date(job.expires),
      sender: job.sender ?? null,
    },
    { siteName: site.name, origin, company },
  );
  const headers: Record<string, string> = {};
  if (job.userId !== null) {
    const url = `${origin}/api/unsubscribe.php?token=${unsubscribeToken(ctx.mail.signingSecret, job.userId)}`;
    headers['List-Unsubscribe'] = `<${url}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  await ctx.mail.transport.send({
    kind: job.kind,
    from: { name: site.mailName, address: ctx.mail.fromAddress ?? `no-reply@${site.domain}` },
    to: job.to,
    ...rendered,
    headers,
  });
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
export function siteUrl(
  ctx: Pick<AppContext, 'mail'>,
  from?: { site: Pick<SiteRow, 'domain'>; requested: string | undefined },
): string {
  const configured = ctx.mail.publicUrl?.replace(/\/$/, '');
  if (configured) return configured;
  if (from?.requested && hostOf(new URL(from.requested).host) === from.site.domain.toLowerCase())
    return from.requested;
  return ctx.mail.serverOrigin();
}

/** The origin a visitor's request came to (`https://amori.example`), as a proxy on loopback forwards it. */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
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
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ ok: true }> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const userId = match ? Number(match[1]) : 0;
  if (!match || !sameText(match[2]!, sign(ctx.mail.signingSecret, userId)))
    throw new ApiError(400, 'token_invalid', 'Link expired or invalid');
  const changed = await repo.disableNotifications(ctx.db, { userId }, 'listunsubscribe');
  for (const id of changed) await ctx.sessions.userChanged(id);
  return { ok: true };
}

/**
 * The mail provider's report of a bounce or a spam complaint: every account with the address
 * gets its notifications disabled (reason bounce or fbl). Only with the shared secret.
 */
export async function mailEvent(
  ctx: AppContext,
  request: FastifyRequest,
  event: { type: 'bounce' | 'complaint'; email: string },
): Promise<{ ok: true; accounts: number }> {
  const secret = ctx.mail.webhookSecret;
  if (!secret) throw new ApiError(404, 'not_found', 'Not found');
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!sameText(given, secret)) throw new ApiError(403, 'forbidden', 'Not allowed');
  const reason = event.type === 'complaint' ? 'fbl' : 'bounce';
  const changed = await repo.disableNotifications(ctx.db, { email: event.email.toLowerCase() }, reason);
  for (const id of changed) await ctx.sessions.userChanged(id);
  return { ok: true, accounts: changed.length };
}
