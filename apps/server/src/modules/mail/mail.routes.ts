import { mailEvent, unsubscribe } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as mail from './mail.service';

export function mailRoutes(api: Api, ctx: AppContext): void {
  api.call(unsubscribe, ({ query }) => mail.unsubscribe(ctx, query.token));
  api.call(mailEvent, ({ request, body }) => mail.mailEvent(ctx, request, body));
}
