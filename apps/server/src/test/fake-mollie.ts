import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import {
  CREATE_PAYMENT_RESPONSE,
  GET_PAYMENT_RESPONSE,
  NOT_FOUND_RESPONSE,
  UNAUTHORIZED_RESPONSE,
} from './mollie-fixtures';

/** Mollie's payment statuses (docs.mollie.com, "Payment status changes"). */
export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

interface FakePayment {
  id: string;
  request: Record<string, unknown>;
  status: MollieStatus;
  checkoutUrl: string;
}

export interface FakeMollie {
  /** The API root to give the client (`http://127.0.0.1:<port>/v2/`). */
  apiEndpoint: string;
  /** The only key the fake accepts (`Authorization: Bearer <key>`). */
  apiKey: string;
  /** Every request, in order, with its Authorization header. */
  requests: FakeRequest[];
  /** Requests refused (401) for a missing or wrong Authorization header. */
  refused: FakeRequest[];
  /** The payments created, with the response each was answered with. */
  created: { id: string; response: Record<string, unknown> }[];
  /** What the customer did on Mollie's hosted checkout. */
  setStatus(id: string, status: MollieStatus): void;
  /** A payment Mollie knows that no order of ours made (e.g. another shop's on the account). */
  addForeignPayment(status: MollieStatus): string;
  close(): Promise<void>;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/hal+json' });
  response.end(JSON.stringify(body));
};

/** When a payment reached its status (docs.mollie.com, "Get payment": paidAt, canceledAt, ...). */
const STATUS_TIMES: Partial<Record<MollieStatus, string>> = {
  authorized: 'authorizedAt',
  paid: 'paidAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
  failed: 'failedAt',
};

/**
 * The payment as "Get payment" documents it: Mollie's example with this payment's own values
 * (what it was created with, its id, its status and links).
 */
function paymentBody(payment: FakePayment) {
  const { request } = payment;
  const body: Record<string, unknown> = {
    ...GET_PAYMENT_RESPONSE,
    id: payment.id,
    amount: request.amount,
    description: request.description,
    method: request.method ?? null,
    metadata: request.metadata ?? null,
    status: payment.status,
    redirectUrl: request.redirectUrl,
    webhookUrl: request.webhookUrl,
    _links: {
      ...GET_PAYMENT_RESPONSE._links,
      self: { ...GET_PAYMENT_RESPONSE._links.self, href: `https://api.mollie.com/v2/payments/${payment.id}` },
      checkout: { ...GET_PAYMENT_RESPONSE._links.checkout, href: payment.checkoutUrl },
    },
  };
  const time = STATUS_TIMES[payment.status];
  if (time) {
    body[time] = GET_PAYMENT_RESPONSE.expiresAt;
    // Omitted once the payment is final, as "Get payment" says.
    delete body.isCancelable;
    delete body.expiresAt;
  }
  return body;
}

/**
 * A local fake of Mollie's Payments API (v2) over plain HTTP: `POST /v2/payments` and
 * `GET /v2/payments/:id`, answered with the examples of Mollie's documentation
 * (mollie-fixtures.ts). Every request must carry `Authorization: Bearer <apiKey>`, else it gets
 * the documented 401. The first payment created is the documented one (`tr_7UhSN1zuXS`).
 */
export async function startFakeMollie(apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'): Promise<FakeMollie> {
  const payments = new Map<string, FakePayment>();
  const requests: FakeRequest[] = [];
  const refused: FakeRequest[] = [];
  const created: FakeMollie['created'] = [];
  let next = 0;

  const newPayment = (request: Record<string, unknown>, status: MollieStatus): FakePayment => {
    next += 1;
    const id = next === 1 ? CREATE_PAYMENT_RESPONSE.id : `tr_Amori${String(next).padStart(5, '0')}`;
    const checkoutUrl =
      next === 1
        ? CREATE_PAYMENT_RESPONSE._links.checkout.href
        : `https://www.mollie.com/payscreen/select-method/${id.slice(3)}`;
    const payment = { id, request, status, checkoutUrl };
    payments.set(id, payment);
    return payment;
  };

  const server = http.createServer((incoming, response) => {
    let raw = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (raw += chunk));
    incoming.on('end', () => {
      const path = new URL(incoming.url ?? '/', 'http://fake').pathname;
      const request: FakeRequest = {
        method: incoming.method ?? '',
        path,
        authorization: incoming.headers.authorization,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      requests.push(request);
      if (incoming.headers.authorization !== `Bearer ${apiKey}`) {
        refused.push(request);
        return json(response, 401, UNAUTHORIZED_RESPONSE);
      }
      if (request.method === 'POST' && path === '/v2/payments') {
        const payment = newPayment(request.body as Record<string, unknown>, 'open');
        const body = {
          ...paymentBody(payment),
          ...(next === 1 ? { _links: CREATE_PAYMENT_RESPONSE._links } : {}),
          createdAt: CREATE_PAYMENT_RESPONSE.createdAt,
          expiresAt: CREATE_PAYMENT_RESPONSE.expiresAt,
          isCancelable: CREATE_PAYMENT_RESPONSE.isCancelable,
        };
        created.push({ id: payment.id, response: body });
        return json(response, 201, body);
      }
      const match = /^\/v2\/payments\/([^/]+)$/.exec(path);
      const payment = match && request.method === 'GET' ? payments.get(match[1]!) : undefined;
      if (payment) return json(response, 200, paymentBody(payment));
      return json(response, 404, {
        ...NOT_FOUND_RESPONSE,
        detail: `No payment exists with token ${match?.[1] ?? path}.`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiEndpoint: `http://127.0.0.1:${port}/v2/`,
    apiKey,
    requests,
    refused,
    created,
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`the fake Mollie has no payment ${id}`);
      payment.status = status;
    },
    addForeignPayment(status) {
      return newPayment(
        {
          ...GET_PAYMENT_RESPONSE,
          amount: { currency: 'EUR', value: '24.99' },
          metadata: { order_id: '1' },
        },
        status,
      ).id;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Makes a Mollie client that can talk to the fake. `createMollieClient` always builds an
 * `https.Agent` that trusts only the CA bundle it ships, so no test certificate could pass and a
 * plain-HTTP URL is refused; while `create` runs, `https.Agent` is `http.Agent`, so that one
 * client reaches the fake over plain HTTP. Nothing else changes: the requests, headers and
 * bodies are the client's own.
 */
export function withPlainHttpAgent<T>(create: () => T): T {
  const module = https as unknown as { Agent: unknown };
  const original = module.Agent;
  module.Agent = http.Agent;
  try {
    return create();
  } finally {
    module.Agent = original;
  }
}
