/**
 * Request and response examples of Mollie's own API documentation (docs.mollie.com, Payments API
 * v2), copied as they stand there, so the fake Mollie of the tests answers as Mollie documents
 * and not as we would guess. Each names the page it comes from.
 */

/**
 * https://docs.mollie.com/reference/v2/payments-api/create-payment — "Example", the request
 * (the JavaScript tab, `mollieClient.payments.create({...})`).
 */
export const CREATE_PAYMENT_REQUEST = {
  amount: {
    currency: 'EUR',
    value: '10.00',
  },
  description: 'Order #12345',
  redirectUrl: 'https://webshop.example.org/order/12345/',
  webhookUrl: 'https://webshop.example.org/payments/webhook/',
  metadata: {
    order_id: '12345',
  },
} as const;

/**
 * https://docs.mollie.com/reference/v2/payments-api/create-payment — "Example", the response
 * (`HTTP/1.1 201 Created`, `Content-Type: application/hal+json`).
 */
export const CREATE_PAYMENT_RESPONSE = {
  resource: 'payment',
  id: 'tr_7UhSN1zuXS',
  mode: 'test',
  createdAt: '2018-03-20T09:13:37+00:00',
  amount: {
    value: '10.00',
    currency: 'EUR',
  },
  description: 'Order #12345',
  method: null,
  metadata: {
    order_id: '12345',
  },
  status: 'open',
  isCancelable: false,
  expiresAt: '2018-03-20T09:28:37+00:00',
  details: null,
  profileId: 'pfl_QkEhN94Ba',
  sequenceType: 'oneoff',
  redirectUrl: 'https://webshop.example.org/order/12345/',
  webhookUrl: 'https://webshop.example.org/payments/webhook/',
  _links: {
    self: {
      href: 'https://api.mollie.com/v2/payments/tr_7UhSN1zuXS',
      type: 'application/json',
    },
    checkout: {
      href: 'https://www.mollie.com/payscreen/select-method/7UhSN1zuXS',
      type: 'text/html',
    },
    dashboard: {
      href: 'https://www.mollie.com/dashboard/org_12345678/payments/tr_7UhSN1zuXS',
      type: 'text/html',
    },
    documentation: {
      href: 'https://docs.mollie.com/reference/v2/payments-api/create-payment',
      type: 'text/html',
    },
  },
} as const;

/**
 * https://docs.mollie.com/reference/v2/payments-api/get-payment — "Example", the response
 * (`GET https://api.mollie.com/v2/payments/tr_WDqYK6vllg`, `HTTP/1.1 200 OK`).
 */
export const GET_PAYMENT_RESPONSE = {
  resource: 'payment',
  id: 'tr_WDqYK6vllg',
  mode: 'test',
  createdAt: '2018-03-20T13:13:37+00:00',
  amount: {
    value: '10.00',
    currency: 'EUR',
  },
  description: 'Order #12345',
  method: null,
  metadata: {
    order_id: '12345',
  },
  status: 'open',
  isCancelable: false,
  expiresAt: '2018-03-20T13:28:37+00:00',
  details: null,
  profileId: 'pfl_QkEhN94Ba',
  sequenceType: 'oneoff',
  redirectUrl: 'https://webshop.example.org/order/12345/',
  webhookUrl: 'https://webshop.example.org/payments/webhook/',
  _links: {
    self: {
      href: 'https://api.mollie.com/v2/payments/tr_WDqYK6vllg',
      type: 'application/hal+json',
    },
    checkout: {
      href: 'https://www.mollie.com/payscreen/select-method/WDqYK6vllg',
      type: 'text/html',
    },
    documentation: {
      href: 'https://docs.mollie.com/reference/v2/payments-api/get-payment',
      type: 'text/html',
    },
  },
} as const;

/**
 * https://docs.mollie.com/overview/handling-errors — "Examples of error responses": a wrong API
 * key (`HTTP/1.1 401 Unauthorized`).
 */
export const UNAUTHORIZED_RESPONSE = {
  status: 401,
  title: 'Unauthorized Request',
  detail: 'Missing authentication, or failed to authenticate',
  _links: {
    documentation: {
      href: 'https://docs.mollie.com/guides/authentication',
      type: 'text/html',
    },
  },
} as const;

/**
 * https://docs.mollie.com/overview/handling-errors — "Examples of error responses": an unknown
 * payment (`GET https://api.mollie.com/v2/payments/tr_I_dont_exist`, `HTTP/1.1 404 Not Found`).
 */
export const NOT_FOUND_RESPONSE = {
  status: 404,
  title: 'Not Found',
  detail: 'No payment exists with token tr_I_dont_exist.',
  _links: {
    documentation: {
      href: 'https://docs.mollie.com/errors',
      type: 'text/html',
    },
  },
} as const;

/**
 * https://docs.mollie.com/overview/webhooks — the webhook Mollie posts: the payment's id alone,
 * form-encoded and unsigned (`Content-Type: application/x-www-form-urlencoded`); "since the
 * status is not transmitted in the webhook, fake calls to your webhook will never result in
 * orders being processed without being actually paid".
 */
export const WEBHOOK_BODY = 'id=tr_d0b0E3EA3v';

/** The documented webhook body for another payment id. */
export const webhookBody = (id: string) => WEBHOOK_BODY.replace('tr_d0b0E3EA3v', id);
