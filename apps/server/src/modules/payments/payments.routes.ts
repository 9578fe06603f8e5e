import {
  confirmDirectDebit,
  startDirectDebit,
  createOrder,
  getCredits,
  getOrder,
  getTransactions,
  paymentWebhook,
  repeatOrder,
} from '@amori/contract';
import type { AppContext } from '../../app-context';
import { notFound } from '../../http/errors';
import type { Api } from '../../plugins/api';
import * as directDebit from './directdebit.service';
import * as payments from './payments.service';

export function paymentsRoutes(api: Api, ctx: AppContext): void {
  const provider = ctx.payments;
  api.call(getCredits, ({ request, member, query }) => payments.credits(ctx, request, member, query.country));
  api.call(createOrder, ({ request, member, body }) =>
    payments.createOrder(ctx, provider, request, member, body),
  );
  api.call(repeatOrder, ({ request, member, body }) =>
    payments.repeatOrder(ctx, provider, request, member, body),
  );
  api.call(getOrder, ({ member, query }) => payments.getOrder(ctx, member, query.id));
  api.call(getTransactions, ({ member }) => payments.transactions(ctx, member));
  api.call(paymentWebhook, ({ request, query, body }) => {
    if (query.provider !== provider.name) throw notFound('This payment provider is not in use');
    return payments.webhook(ctx, provider, request, body);
  });
  api.call(startDirectDebit, ({ request, member, body }) =>
    directDebit.startDirectDebit(ctx, request, member, body),
  );
  api.call(confirmDirectDebit, ({ request, member, body }) =>
    directDebit.confirmDirectDebit(ctx, provider, request, member, body),
  );
}
