import { subscribePush } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import { subscribe } from './push.service';

export function pushRoutes(api: Api, ctx: AppContext): void {
  api.call(subscribePush, ({ member, body }) => subscribe(ctx, member, body.subscription));
}
