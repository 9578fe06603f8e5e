import { subscribePush } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Push } from './push.service';

export function pushRoutes(api: Api, push: Push): void {
  api.call(subscribePush, ({ member, body }) => push.subscribe(member, body.subscription));
}
