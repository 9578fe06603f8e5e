import { DIRECT_DEBIT_FIELD_MAX, PAYMENT_METHODS, SPENDING_PERIODS } from '@amori/core';
import * as z from 'zod/mini';
import { defineCall } from './call';
import { okSchema } from './common';
import { endpoints } from './endpoints';
import { intParam } from './members';

const id = z.int().check(z.positive(), z.maximum(2_147_483_647));
/** Money as the API writes it: a decimal string with two places ("24.99"). */
const money = z.string();

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** A credit bundle of the payment country: its price includes VAT. */
export const creditPackageSchema = z.object({
  id: z.int(),
  credits: z.int(),
  price: money,
  currency: z.string(),
  /** The price of one credit (four decimals). */
  price_per_credit: z.string(),
  popular: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** The bundles, methods and VAT of the member's (or visitor's) payment country. */
export const creditsSchema = z.object({
  country: z.string(),
  currency: z.string(),
  /** VAT in percent included in the prices (0: none shown). */
  vat_percentage: z.number(),
  /** What one message costs, in credits. */
  message_credits: z.int(),
  packages: z.array(creditPackageSchema),
  payment_methods: z.array(paymentMethodSchema),
});
export type Credits = z.infer<typeof creditsSchema>;

export const ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A member's order: what was bought, paid and credited. */
export const orderSchema = z.object({
  id: z.int(),
  status: z.enum(ORDER_STATUSES),
  package_id: z.nullable(z.int()),
  credits: z.int(),
  /** What is paid (VAT and discount included). */
  amount: money,
  /** The package's price before the discount. */
  original_amount: money,
  currency: z.string(),
  payment_method: z.string(),
  /**
   * Charged to a card the provider keeps (a recurring payment, no card entered at its checkout);
   * absent or false when the member paid at the checkout. Only a stored card's failure asks them
   * to enter the card by hand.
   */
  stored_card: z.optional(z.boolean()),
  discount_code: z.nullable(z.string()),
  discount_percentage: z.number(),
  vat_percentage: z.number(),
  /** The VAT part of the amount. */
  vat_amount: money,
  /** ISO 8601 date-times. */
  created: z.string(),
  completed: z.nullable(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

/** A new order and where the member pays it (the provider's hosted checkout). */
export const checkoutSchema = z.object({ order: orderSchema, checkout_url: z.string() });
export type Checkout = z.infer<typeof checkoutSchema>;

export const LEDGER_REASONS = [
  'signup',
  'purchase',
  'message',
  'photo',
  'gift',
  'refund',
  'adjustment',
] as const;

export const transactionsSchema = z.object({
  balance: z.int(),
  orders: z.array(orderSchema),
  /** The member's credit changes, newest first (at most 100). */
  ledger: z.array(
    z.object({
      id: z.int(),
      delta: z.int(),
      balance_after: z.int(),
      reason: z.enum(LEDGER_REASONS),
      created: z.string(),
    }),
  ),
});
export type Transactions = z.infer<typeof transactionsSchema>;

export const getCredits = defineCall({
  ...endpoints.getCredits,
  summary:
    "The credit bundles, payment methods and VAT of the payment country: the member's profile country, else the visitor's (?country=, the chosen one, GeoIP), else the site's first.",
  query: z.looseObject({ country: z.optional(z.string().check(z.maxLength(10))) }),
  response: creditsSchema,
  errors: ['not_found'],
  auth: 'visitor',
  changesState: false,
});

const discountErrors = [
  'code_not_found',
  'code_already_used',
  'code_expired',
  'code_wrong_currency',
  'code_below_minimum',
  'code_wrong_payment_method',
] as const;

export const createOrder = defineCall({
  ...endpoints.createOrder,
  summary:
    "Orders a bundle of the member's payment country with one of its payment methods (and a discount code): answers the order and the provider's checkout URL. A once-per-user or 'once' code is held by the order while it is open (another order with it: code_already_used) and given back when its payment fails, is cancelled or expires. SEPA direct debit is refused (direct_debit_required): it is ordered only through /api/directdebit.php.",
  body: z.strictObject({
    package_id: id,
    payment_method: paymentMethodSchema,
    discount_code: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  }),
  response: checkoutSchema,
  errors: [
    'authentication_required',
    'not_found',
    'payment_method_unavailable',
    'direct_debit_required',
    'payment_unavailable',
    'rate_limited',
    'spending_limit_reached',
    'spending_cool_off',
    ...discountErrors,
  ],
  auth: 'member',
  changesState: true,
});

export const repeatOrder = defineCall({
  ...endpoints.repeatOrder,
  summary:
    "Orders the member's last ordered bundle again (with its method, or another one), at today's price: answers the order and its checkout URL. SEPA direct debit is refused (direct_debit_required): it is ordered only through /api/directdebit.php.",
  body: z.strictObject({ payment_method: z.optional(paymentMethodSchema) }),
  response: checkoutSchema,
  errors: [
    'authentication_required',
    'not_found',
    'payment_method_unavailable',
    'direct_debit_required',
    'payment_unavailable',
    'rate_limited',
    'spending_limit_reached',
    'spending_cool_off',
  ],
  auth: 'member',
  changesState: true,
});

export const getOrder = defineCall({
  ...endpoints.getOrder,
  summary: "One of the member's orders, with its status (the order status page polls it while pending).",
  query: z.strictObject({ id: intParam(1, 2_147_483_647) }),
  response: orderSchema,
  errors: ['authentication_required', 'not_found'],
  auth: 'member',
  changesState: false,
});

export const getTransactions = defineCall({
  ...endpoints.getTransactions,
  summary: "The member's balance, orders and credit changes (the ledger), newest first.",
  response: transactionsSchema,
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

/** A credit limit: at most `credits` a day (the last 24 hours) or a month (the last 30 days). */
export const spendingLimitSchema = z.object({
  period: z.enum(SPENDING_PERIODS),
  credits: z.int().check(z.minimum(1), z.maximum(1_000_000)),
});

/** The member's spending limits: those in force, and a looser change waiting for its time. */
export const spendingLimitsSchema = z.object({
  limit: z.nullable(spendingLimitSchema),
  /** ISO 8601: no spending or buying until then; null: no cool-off. */
  cool_off_until: z.nullable(z.string()),
  /** A raised or removed limit or an earlier end of the cool-off, in force from `pending_from`. */
  pending: z.nullable(
    z.object({ limit: z.nullable(spendingLimitSchema), cool_off_until: z.nullable(z.string()) }),
  ),
  pending_from: z.nullable(z.string()),
  /** Credits spent in the limit's window (0 without a limit). */
  spent: z.int(),
});
export type SpendingLimitsView = z.infer<typeof spendingLimitsSchema>;

export const getSpendingLimits = defineCall({
  ...endpoints.getSpendingLimits,
  summary:
    "The member's spending limits (a daily or monthly credit limit, a cool-off) and any change waiting.",
  response: spendingLimitsSchema,
  errors: ['authentication_required'],
  auth: 'member',
  changesState: false,
});

export const updateSpendingLimits = defineCall({
  ...endpoints.updateSpendingLimits,
  summary:
    "Sets the member's credit limit (`limit`, null: none) and cool-off (`cool_off_days` from now, null: none); a field left out stays as the member last asked. A lower limit or a longer cool-off applies at once; a higher or removed limit, or an earlier end of the cool-off, 24 hours later (`pending`, `pending_from`). Paid actions and purchases past the limit or in a cool-off are refused (spending_limit_reached, spending_cool_off).",
  body: z.strictObject({
    limit: z.optional(z.nullable(spendingLimitSchema)),
    cool_off_days: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(365)))),
  }),
  response: spendingLimitsSchema,
  errors: ['authentication_required', 'rate_limited'],
  auth: 'member',
  changesState: true,
});

export const PAYMENT_PROVIDERS = ['sandbox', 'mollie'] as const;

/**
 * The payment provider's callback: it names a payment (`id`), and the server asks the provider
 * for its status. The sandbox signs it (`X-Sandbox-Signature`); Mollie's is checked by asking
 * Mollie. Repeated or out of order, a payment is credited once.
 */
export const paymentWebhook = defineCall({
  ...endpoints.paymentWebhook,
  summary:
    "The payment provider's webhook (sandbox: signed with X-Sandbox-Signature; Mollie: id=tr_...): reads the payment's status from the provider and completes, fails or cancels its order, once.",
  query: z.strictObject({ provider: z.enum(PAYMENT_PROVIDERS) }),
  body: z.looseObject({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: okSchema,
  errors: ['forbidden', 'not_found', 'validation_failed', 'rate_limited'],
  auth: 'visitor',
  changesState: true,
  crossSite: true,
});

const field = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The direct debit form (spec point 3): the account, the address, the mobile number, the authorisation. */
export const directDebitBody = z.strictObject({
  package_id: id,
  account_holder: field(DIRECT_DEBIT_FIELD_MAX.account_holder),
  iban: field(DIRECT_DEBIT_FIELD_MAX.iban),
  street: field(DIRECT_DEBIT_FIELD_MAX.street),
  house_number: field(DIRECT_DEBIT_FIELD_MAX.house_number),
  postal_code: field(DIRECT_DEBIT_FIELD_MAX.postal_code),
  city: field(DIRECT_DEBIT_FIELD_MAX.city),
  mobile: field(DIRECT_DEBIT_FIELD_MAX.mobile),
  /** The one-time debit authorisation checkbox. */
  authorised: z.boolean(),
});
export type DirectDebitBody = z.infer<typeof directDebitBody>;

export const startDirectDebit = defineCall({
  ...endpoints.startDirectDebit,
  summary:
    "Starts a direct debit for a package: checks the IBAN (checksum), the authorisation and the member's direct debit standing, then texts a code to the mobile number.",
  body: directDebitBody,
  response: z.object({
    request: z.int(),
    /** The mobile number the code went to, all but its last digits hidden. */
    mobile_hint: z.string(),
    /** ISO 8601: when the code stops working. */
    expires: z.string(),
  }),
  errors: [
    'authentication_required',
    'not_found',
    'iban_invalid',
    'mobile_invalid',
    'authorisation_required',
    'direct_debit_blocked',
    'direct_debit_limit',
    'payment_method_unavailable',
    'rate_limited',
  ],
  auth: 'member',
  changesState: true,
  rateLimit: { name: 'smsCode', per: 'member' },
});

export const confirmDirectDebit = defineCall({
  ...endpoints.confirmDirectDebit,
  summary:
    "Confirms a direct debit with the texted code ('Code invalid' otherwise; 5 tries): places the order, paid by SEPA direct debit, with the member's own discount (the time bonus or the welcome discount) as the checkout gives it.",
  body: z.strictObject({ request: id, sms_code: z.string().check(z.trim(), z.maxLength(12)) }),
  response: checkoutSchema,
  errors: [
    'authentication_required',
    'not_found',
    'sms_code_invalid',
    'direct_debit_blocked',
    'direct_debit_limit',
    'payment_unavailable',
    'rate_limited',
    'spending_limit_reached',
    'spending_cool_off',
  ],
  auth: 'member',
  changesState: true,
});
