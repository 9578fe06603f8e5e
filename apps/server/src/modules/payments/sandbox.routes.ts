import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAYMENT_METHOD_NAMES, isPaymentMethod } from '@amori/core';
import type { ProviderStatus, SandboxProvider } from '../../adapters/payments';
import { API_HEADERS } from '../../http/api-headers';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:32rem;padding:1.5rem;color:#222;background:#f4f6fb}
main{background:#fff;border:1px solid #d5dae6;border-radius:12px;padding:1.5rem}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}.muted{color:#555}
form{display:grid;gap:.5rem;margin-top:1rem}button{font:inherit;padding:.75rem 1rem;border-radius:8px;border:1px solid #2a3a66;background:#fff;color:#1c2740;cursor:pointer}
button[value=paid]{background:#1d6b3a;border-color:#1d6b3a;color:#fff}button:focus-visible{outline:3px solid #1f4fd1;outline-offset:2px}`;

/** The tester's choices and the provider statuses they set. */
const OUTCOMES: Record<string, { status: ProviderStatus; label: string }> = {
  paid: { status: 'paid', label: 'Paid' },
  pending: { status: 'pending', label: 'Pending' },
  failed: { status: 'failed', label: 'Failed' },
  cancelled: { status: 'canceled', label: 'Cancelled' },
};

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .headers({
      ...API_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'",
      'x-robots-tag': 'noindex',
    })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox checkout</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    );
}

const ID = /^sbx_[A-Za-z0-9_-]{16}$/;

/**
 * The sandbox provider's hosted checkout (English only, like the other developer pages): the
 * payment's amount and method, and a button for each outcome. A choice sets the payment's status
 * at the "provider", calls the server's webhook as a provider would (signed), and sends the
 * tester back to the order status page. A payment left pending may be decided later.
 */
export function sandboxRoutes(app: FastifyInstance, sandbox: SandboxProvider): void {
  app.get<{ Params: { id: string } }>('/sandbox/checkout/:id', async (request, reply) => {
    const { id } = request.params;
    const payment = ID.test(id) ? await sandbox.getPayment(id) : null;
    if (!payment) return page(reply, 404, '<h1>Sandbox checkout</h1><p>No such payment.</p>');
    const row = await sandbox.row(id);
    const amount = new Intl.NumberFormat('en', { style: 'currency', currency: payment.currency }).format(
      Number(payment.amount),
    );
    const method =
      row && isPaymentMethod(row.method) ? PAYMENT_METHOD_NAMES[row.method] : (row?.method ?? '');
    const decided = payment.status !== 'open' && payment.status !== 'pending';
    return page(
      reply,
      200,
      `<h1>Sandbox checkout</h1>
<p class="muted">A test payment provider: nothing is charged. Choose what the payment does.</p>
<p>${escapeHtml(row?.description ?? '')}</p>
<p class="amount">${escapeHtml(amount)}</p>
<p>Method: <strong>${escapeHtml(method)}</strong> · Status: <strong data-status>${escapeHtml(payment.status)}</strong></p>
${
  decided
    ? `<p><a href="${escapeHtml(new URL(row!.redirectUrl).pathname)}">Back to the shop</a></p>`
    : `<form method="post" action="/sandbox/checkout/${escapeHtml(id)}">${Object.entries(OUTCOMES)
        .map(([value, o]) => `<button name="outcome" value="${value}">${o.label}</button>`)
        .join('')}</form>`
}`,
    );
  });

  app.post<{ Params: { id: string } }>('/sandbox/checkout/:id', async (request, reply) => {
    const { id } = request.params;
    const outcome = OUTCOMES[String((request.body as { outcome?: unknown } | undefined)?.outcome)];
    const payment = ID.test(id) ? await sandbox.getPayment(id) : null;
    if (!payment || !outcome) return page(reply, 404, '<h1>Sandbox checkout</h1><p>No such payment.</p>');
    if (payment.status !== 'open' && payment.status !== 'pending')
      return page(reply, 409, '<h1>Sandbox checkout</h1><p>This payment is decided already.</p>');
    const row = await sandbox.setStatus(id, outcome.status);
    // The provider's callback, signed, through the server's own HTTP pipeline.
    const { headers, body } = sandbox.webhook(id, outcome.status);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    if (answer.statusCode !== 200)
      app.serverLog.warn({ id, status: answer.statusCode }, 'sandbox webhook refused');
    const target = new URL(row!.redirectUrl);
    return reply.redirect(`${target.pathname}${target.search}`, 303);
  });
}
