import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { API_HEADERS } from '../../http/api-headers';
import * as repo from './mail.repository';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
a{color:#8a4b00}pre{background:#f6f6f6;padding:.75rem;white-space:pre-wrap;word-break:break-all}
iframe{width:100%;height:40rem;border:1px solid #ddd}.muted{color:#666}`;

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .headers({
      ...API_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; frame-ancestors 'none'; form-action 'self'",
      'x-robots-tag': 'noindex',
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`,
    );
}

/** Every link of a mail's HTML, in order, once each. */
export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'"),
  );
  return [...new Set(links)];
}

/**
 * The dev mailbox (DEV_MAILBOX=1: the demo of `pnpm start` and the browser tests): the mails of
 * the outbox, newest first, so a new member can open their activation link without a real mail
 * server. It shows every activation and reset link: a deployment leaves it off. English only,
 * like the other developer pages.
 */
export function mailboxRoutes(app: FastifyInstance, db: Database): void {
  app.get('/dev/mailbox', async (request, reply) => {
    const to = (request.query as { to?: unknown }).to;
    const address = typeof to === 'string' && to.length <= 254 ? to.trim().toLowerCase() : undefined;
    const mails = await repo.outbox(db, 200, address || undefined);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.toAddress)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td class="muted">${escapeHtml(m.kind)}</td></tr>`,
      )
      .join('');
    return page(
      reply,
      'Dev mailbox',
      `<h1>Dev mailbox</h1>
<p class="muted">Every mail the site sent, kept in the outbox instead of being delivered (DEV_MAILBOX=1; set SMTP_URL to send real mail).</p>
<form method="get" action="/dev/mailbox"><label>To <input name="to" type="email" value="${escapeHtml(address ?? '')}"></label> <button>Filter</button></form>
${mails.length ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}`,
    );
  });

  app.get('/dev/mailbox/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const mail = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await repo.outboxMail(db, id) : undefined;
    if (!mail)
      return page(
        reply.code(404),
        'Not found',
        '<h1>No such mail</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>',
      );
    const headerRows = [
      ['From', mail.fromAddress],
      ['To', mail.toAddress],
      ['Subject', mail.subject],
      ...Object.entries(mail.headers),
    ]
      .map(([name, value]) => `<tr><th>${escapeHtml(name!)}</th><td>${escapeHtml(value!)}</td></tr>`)
      .join('');
    const links = linksOf(mail.html)
      .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
      .join('');
    return page(
      reply,
      mail.subject,
      `<p><a href="/dev/mailbox">← All mail</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<table>${headerRows}</table>
<h2>Links in this mail</h2><ul>${links}</ul>
<h2>HTML</h2><iframe title="The mail as HTML" sandbox src="/dev/mailbox/${mail.id}/html"></iframe>
<h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
    );
  });

  app.get('/dev/mailbox/:id/html', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const mail = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await repo.outboxMail(db, id) : undefined;
    return reply
      .code(mail ? 200 : 404)
      .headers({
        ...API_HEADERS,
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
      })
      .send(mail?.html ?? 'Not found');
  });
}

/**
 * The dev SMS page (DEV_SMS=1: the demo and the browser tests): the texts of the SMS outbox, newest
 * first, so a tester can read a direct debit's code. It shows every code: a deployment leaves it off.
 */
export function smsOutboxRoutes(app: FastifyInstance, db: Database): void {
  app.get('/dev/sms', async (request, reply) => {
    const to = (request.query as { to?: unknown }).to;
    const number = typeof to === 'string' && to.length <= 30 ? to.replace(/[\s().-]/g, '') : undefined;
    const texts = await repo.smsOutboxTexts(db, 200, number || undefined);
    const rows = texts
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(m.toNumber)}</td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('');
    return page(
      reply,
      'Dev SMS outbox',
      `<h1>Dev SMS outbox</h1>
<p class="muted">Every text the site sent (the direct debit codes), kept in the outbox instead of being delivered (DEV_SMS=1). <a href="/dev/mailbox">The mailbox</a></p>
<form method="get" action="/dev/sms"><label>To <input name="to" type="tel" value="${escapeHtml(number ?? '')}"></label> <button>Filter</button></form>
${texts.length ? `<table><thead><tr><th>Sent (UTC)</th><th>To</th><th>Text</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No text yet.</p>'}`,
    );
  });
}
