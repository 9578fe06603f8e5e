import { mailEvent, unsubscribe } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Mail } from './mail.service';

export function mailRoutes(api: Api, mail: Mail): void {
  api.call(unsubscribe, ({ query }) => mail.unsubscribe(query.token));
  api.call(mailEvent, ({ request, body }) => mail.mailEvent(request.headers.authorization, body));
}
