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
import { visitorOf } from '../../http/visitor-countries';
import type { Api } from '../../plugins/api';
import type { Sites } from '../settings/settings.service';
import type { DirectDebit } from './directdebit.service';
import type { Payments } from './payments.service';

export function paymentsRoutes(
  api: Api,
  payments: Payments,
  directDebit: DirectDebit,
  { sites }: { sites: Sites },
): void {
  api.call(getCredits, async ({ request, member, query }) =>
    payments.credits(await sites.forHost(request.host), member, visitorOf(request, query.country)),
  );
  api.call(createOrder, async ({ request, member, body }) =>
    payments.createOrder(await sites.forHost(request.host), member, visitorOf(request), body),
  );
  api.call(repeatOrder, async ({ request, member, body }) =>
    payments.repeatOrder(await sites.forHost(request.host), member, visitorOf(request), body),
  );
  api.call(getOrder, ({ member, query }) => payments.getOrder(member, query.id));
  api.call(getTransactions, ({ member }) => payments.transactions(member));
  api.call(paymentWebhook, ({ request, query, body }) =>
    payments.webhook(query.provider, { headers: request.headers, body }),
  );
  api.call(startDirectDebit, async ({ request, member, body }) =>
    directDebit.start(await sites.forHost(request.host), member, visitorOf(request), body),
  );
  api.call(confirmDirectDebit, async ({ request, member, body }) =>
    directDebit.confirm(await sites.forHost(request.host), member, visitorOf(request), body),
  );
}
