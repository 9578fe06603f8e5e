import { isLocale, PAYMENT_METHOD_NAMES, isPaymentMethod, type Locale } from '@amori/core';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../lib/jobs';
import type { Mail } from '../mail/mail.service';
import { mailTexts } from '../mail/mail.templates';
import * as repo from './payments.repository';

export const RECEIPT_JOB = 'payments.receipt';

/** What the receipt needs (payments.service's factory registers its job). */
export interface ReceiptDeps {
  db: Database;
  jobs: JobQueue;
  mail: Mail;
}

interface ReceiptJob {
  orderId: number;
}

/** Queues the receipt of a completed order in the transaction that completes it (once per order). */
export async function queueReceipt(deps: ReceiptDeps, tx: Database, job: ReceiptJob): Promise<void> {
  await deps.jobs.enqueue(RECEIPT_JOB, job, { db: tx, maxAttempts: 8, uniqueKey: `receipt:${job.orderId}` });
}

export function registerReceipts(deps: ReceiptDeps): void {
  deps.jobs.register(RECEIPT_JOB, (payload) => sendReceipt(deps, payload as ReceiptJob));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => vars[key] ?? '');
const intlLocale = (lang: Locale) => (lang === 'nb' ? 'nb-NO' : lang);

/** The receipt: what was bought, paid (discount and VAT) and credited, in the member's language. */
async function sendReceipt(deps: ReceiptDeps, job: ReceiptJob): Promise<void> {
  const row = await repo.orderWithCode(deps.db, job.orderId);
  if (!row) throw new Error(`No order ${job.orderId} for a receipt`);
  const { order, code } = row;
  const user = await repo.userOf(deps.db, order.userId);
  if (!user || user.status === 'deleted') return;
  const found = await repo.siteAndCompany(deps.db, user.siteId);
  if (!found) throw new Error(`No site ${user.siteId} for a receipt`);
  const { site, company } = found;
  const lang: Locale = isLocale(user.language) ? user.language : 'en';
  const texts = mailTexts(lang);
  const t = texts.receipt;
  const money = new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency: order.currency });
  const vars = { site: site.name, credits: String(order.credits), balance: String(user.credits) };
  const date = new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: site.timeZone,
  }).format(order.completedAt ?? order.createdAt);
  const method = isPaymentMethod(order.paymentMethod)
    ? PAYMENT_METHOD_NAMES[order.paymentMethod]
    : order.paymentMethod;
  const lines: [string, string][] = [
    [t.order, `#${order.id}`],
    [t.date, date],
    [t.package, fill(t.credits, vars)],
    [t.method, method],
    ...(code && order.discountPercentage > 0
      ? [
          [
            fill(t.discount, { code }),
            `-${order.discountPercentage}% (${money.format(Number(order.originalAmount))})`,
          ] as [string, string],
        ]
      : []),
    [t.paid, money.format(Number(order.amount))],
  ];
  const vat = order.vatPercentage > 0 ? fill(t.vat, { rate: String(order.vatPercentage) }) : null;
  const link = `${deps.mail.siteUrl()}/transactions/${order.id}`;
  const subject = fill(t.subject, vars);
  const greeting = texts.greetingAnonymous;
  const intro = fill(t.intro, vars);
  const balance = fill(t.balance, vars);
  const regards = fill(texts.regards, vars);
  const companyLines = company
    ? [company.name, `${company.address}, ${company.city}, ${company.country}`, `KvK ${company.kvk}`]
    : [];
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    ...(vat ? [vat] : []),
    '',
    balance,
    `${t.button}: ${link}`,
    '',
    regards,
    '',
    '--',
    ...companyLines,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f3ee;font-family:Helvetica,Arial,sans-serif;color:#222;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px"><tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:24px;font-weight:bold;color:#b4262b">${e(site.name)}</p>
<p style="margin:0 0 16px">${e(greeting)}</p>
<p style="margin:0 0 16px">${e(intro)}</p>
<table role="presentation" width="100%" cellpadding="6" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px">
${lines.map(([k, v]) => `<tr><td style="border-bottom:1px solid #eee;color:#555">${e(k)}</td><td style="border-bottom:1px solid #eee;text-align:right"><strong>${e(v)}</strong></td></tr>`).join('\n')}
</table>
${vat ? `<p style="margin:0 0 16px;font-size:14px;color:#555">${e(vat)}</p>` : ''}
<p style="margin:0 0 16px">${e(balance)}</p>
<p style="margin:24px 0"><a href="${e(link)}" style="display:inline-block;background:#efa43b;color:#1a1a1a;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${e(t.button)}</a></p>
<p style="margin:0 0 16px">${e(regards).replaceAll('\n', '<br>')}</p>
${companyLines.map((l) => `<p style="margin:0;font-size:12px;color:#666">${e(l)}</p>`).join('\n')}
</td></tr></table></body></html>`;
  await deps.mail.sendFrom(site, {
    kind: 'receipt',
    to: user.email,
    subject,
    text,
    html,
    headers: {},
  });
}
