import { getSwipeDeck, swipeMember } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import * as swipe from './swipe.service';

export function swipeRoutes(api: Api, ctx: AppContext): void {
  api.call(getSwipeDeck, ({ member, request }) => swipe.deck(ctx, request, member));
  api.call(swipeMember, ({ member, body, request }) =>
    swipe.swipe(ctx, request, member, body, (error) =>
      ctx.requestLog(request).warn({ err: error }, 'push failed'),
    ),
  );
}
