import { isPaymentMethod, type PaymentMethod } from '@amori/core';
import {
  createMollieClient,
  MollieApiError,
  PaymentMethod as MollieMethod,
  type MollieClient,
} from '@mollie/api-client';
import type {
  NewPayment,
  PaymentProvider,
  ProviderPayment,
  ProviderStatus,
  WebhookRequest,
} from './payments';

export interface MollieOptions {
  /** `test_...` or `live_...`; held by the client only, never logged. */
  apiKey: string;
  /** The API's root (default `https://api.mollie.com:443/v2/`); the tests point it at a local fake. */
  apiEndpoint?: string | undefined;
}

/**
 * Our payment methods (decisions.md's table) as Mollie's. A card brand is Mollie's `creditcard`
 * (its hosted page takes the card). `null` sends no method, so Mollie's hosted checkout lets the
 * member choose among the methods the account has: SOFORT and Giropay are no longer offered by
 * Mollie (the client lists them as historic methods only), so naming them would be refused.
 */
const MOLLIE_METHODS: Record<PaymentMethod, MollieMethod | null> = {
  ideal: MollieMethod.ideal,
  bancontact: MollieMethod.bancontact,
  przelewy24: MollieMethod.przelewy24,
  blik: MollieMethod.blik,
  eps: MollieMethod.eps,
  paypal: MollieMethod.paypal,
  paysafecard: MollieMethod.paysafecard,
  apple_pay: MollieMethod.applepay,
  wire_transfer: MollieMethod.banktransfer,
  sepa_direct_debit: MollieMethod.directdebit,
  twint: MollieMethod.twint,
  satispay: MollieMethod.satispay,
  mobilepay: MollieMethod.mobilepay,
  swish: MollieMethod.swish,
  vipps: MollieMethod.vipps,
  credit_card: MollieMethod.creditcard,
  visa: MollieMethod.creditcard,
  mastercard: MollieMethod.creditcard,
  maestro: MollieMethod.creditcard,
  carte_bancaire: MollieMethod.creditcard,
  dankort: MollieMethod.creditcard,
  nexi: MollieMethod.creditcard,
  sofort: null,
  giropay: null,
};

/** Mollie's method for one of ours (`null`: Mollie's own method choice). */
export function mollieMethodOf(method: string): MollieMethod | null {
  return isPaymentMethod(method) ? MOLLIE_METHODS[method] : null;
}

/**
 * Mollie's payment statuses as the provider statuses the order service knows. `authorized` (a
 * card or pay-later payment reserved but not yet captured) is not money received: pending.
 */
const STATUSES: Record<string, ProviderStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  canceled: 'canceled',
  expired: 'expired',
  failed: 'failed',
};

/** A Mollie payment id (`tr_7UhSN1zuXS`). */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

const metadataOf = (value: unknown): Record<string, string> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/**
 * Mollie through its official client (`@mollie/api-client`). Mollie's webhook carries nothing
 * but a payment id (`id=tr_...`, form-encoded) and is not signed: it is verified by asking
 * Mollie, with our API key, for that payment (`getPayment`). A payment Mollie does not know is
 * refused; one that is no order of ours changes nothing; the status is always Mollie's, never
 * the webhook's. The order service credits a payment once however often, and in whatever order,
 * the webhook arrives.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  /** Private for real: the client holds the API key, which must never reach a log. */
  readonly #client: MollieClient;

  constructor(options: MollieOptions) {
    this.#client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
      versionStrings: 'Amori/1.0',
    });
  }

  async createPayment(payment: NewPayment): Promise<{ id: string; checkoutUrl: string }> {
    const method = mollieMethodOf(payment.method);
    const created = await this.#client.payments.create({
      amount: { currency: payment.currency, value: payment.amount },
      description: payment.description,
      redirectUrl: payment.redirectUrl,
      webhookUrl: payment.webhookUrl,
      metadata: payment.metadata,
      ...(method ? { method } : {}),
    });
    const checkoutUrl = created.getCheckoutUrl();
    if (!checkoutUrl) throw new Error(`Mollie answered payment ${created.id} without a checkout URL`);
    return { id: created.id, checkoutUrl };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    if (!PAYMENT_ID.test(id)) return null;
    let payment;
    try {
      payment = await this.#client.payments.get(id);
    } catch (error) {
      // Unknown to Mollie (or not this account's, which Mollie answers the same way).
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      throw error;
    }
    const status = STATUSES[payment.status];
    if (!status || payment.id !== id) return null;
    return {
      id: payment.id,
      status,
      amount: payment.amount.value,
      currency: payment.amount.currency,
      metadata: metadataOf(payment.metadata),
    };
  }

  /** Only the id's form: the payment itself is checked by asking Mollie for it (see the class). */
  verifyWebhook(request: WebhookRequest): boolean {
    return PAYMENT_ID.test(request.body.id);
  }
}
