import { getSwipeDeck, swipeMember } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Sites } from '../settings/settings.service';
import type { Swipe } from './swipe.service';

export function swipeRoutes(api: Api, swipe: Swipe, { sites }: { sites: Sites }): void {
  api.call(getSwipeDeck, async ({ member, request }) =>
    swipe.deck(await sites.forHost(request.host), member),
  );
  api.call(swipeMember, async ({ member, body, request }) =>
    swipe.swipe(await sites.forHost(request.host), member, body),
  );
}
