import { getSpendingLimits, updateSpendingLimits } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Credits } from './credits.service';

export function creditsRoutes(api: Api, credits: Credits): void {
  api.call(getSpendingLimits, ({ member }) => credits.viewSpendingLimits(member.user.id));
  api.call(updateSpendingLimits, ({ member, body }) => credits.updateSpendingLimits(member.user.id, body));
}
