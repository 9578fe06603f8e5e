import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sandboxPayments } from '../db/schema';
import type { Clock } from '../lib/clock';

/** A provider's payment status (Mollie's names; the sandbox uses the same). */
export type ProviderStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface NewPayment {
  /** Decimal string with two places ("24.99"). */
  amount: string;
  currency: string;
  description: string;
  method: string;
  /** Where the member lands after the checkout (the order status page). */
  redirectUrl: string;
  /** Where the provider posts its webhook. */
  webhookUrl: string;
  metadata: Record<string, string>;
}

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  amount: string;
  currency: string;
  metadata: Record<string, string>;
}

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  body: { id: string } & Record<string, unknown>;
}

/**
 * A payment provider behind a small interface: it creates a payment with a hosted checkout, tells
 * a payment's status, and checks that a webhook is its own. The server never trusts a webhook's
 * content for the status: it asks the provider (`getPayment`), so a repeated, late or forged
 * status changes nothing.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'mollie';
  createPayment(payment: NewPayment): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Whether a webhook request comes from the provider (the sandbox signs; Mollie's is checked by `getPayment`). */
  verifyWebhook(request: WebhookRequest): boolean;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How long a sandbox payment may stay open (nothing chosen on its page) before it expires. */
export const SANDBOX_OPEN_MINUTES = 60;

/** The sandbox's signature of a webhook body: HMAC-SHA256 over `id:status`. */
export function sandboxSignature(secret: string, id: string, status: string): string {
  return createHmac('sha256', secret).update(`${id}:${status}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The built-in sandbox provider (the embedded default of the demo and the tests): its payments
 * live in `sandbox_payments`, its hosted checkout page (`/sandbox/checkout/<id>`, see
 * sandbox.routes.ts) lets a tester choose paid, pending, failed or cancelled, and it calls the
 * server's webhook signed with its secret. Anyone may mark a payment paid there, so a deployment
 * without demo data refuses it unless it is named (PAYMENT_PROVIDER=sandbox), and production
 * unless ALLOW_SANDBOX_PAYMENTS=1 (config.ts `paymentProviderOf`). Like Mollie's, an open payment
 * expires (after SANDBOX_OPEN_MINUTES): it can no longer be paid. Unlike Mollie, the sandbox calls
 * no webhook then; the order's check (payments.service CHECK_ORDER_JOB) reads it.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly now: Clock,
    /** Signs the webhooks it sends (kept in server_settings: the same in every process). */
    readonly secret: string,
  ) {}

  async createPayment(payment: NewPayment) {
    const id = `sbx_${randomBytes(12).toString('base64url')}`;
    await this.db.insert(sandboxPayments).values({
      id,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      method: payment.method,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      metadata: payment.metadata,
      createdAt: this.now(),
    });
    return { id, checkoutUrl: `/sandbox/checkout/${id}` };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    if (!row) return null;
    const expired =
      row.status === 'open' &&
      this.now().getTime() - row.createdAt.getTime() >= SANDBOX_OPEN_MINUTES * 60_000;
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      amount: row.amount,
      currency: row.currency,
      metadata: row.metadata,
    };
  }

  async row(id: string) {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
    return row;
  }

  /** The tester's choice on the hosted checkout page. */
  async setStatus(id: string, status: ProviderStatus) {
    const [row] = await this.db
      .update(sandboxPayments)
      .set({ status, updatedAt: this.now() })
      .where(eq(sandboxPayments.id, id))
      .returning();
    return row;
  }

  /** The body and headers of the webhook for a payment's status, signed. */
  webhook(id: string, status: string) {
    return {
      headers: { [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(this.secret, id, status) },
      body: { id, status },
    };
  }

  verifyWebhook(request: WebhookRequest): boolean {
    const given = request.headers[SANDBOX_SIGNATURE_HEADER];
    const status = request.body.status;
    if (typeof given !== 'string' || typeof status !== 'string' || status.length > 20) return false;
    return same(given, sandboxSignature(this.secret, request.body.id, status));
  }
}
