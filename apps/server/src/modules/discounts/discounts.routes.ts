import { getDiscountCode } from '@amori/contract';
import type { AppContext } from '../../app-context';
import type { Api } from '../../plugins/api';
import { discountFor } from './discounts.service';

export function discountsRoutes(api: Api, ctx: AppContext): void {
  api.call(getDiscountCode, ({ member, query }) => discountFor(ctx, member, query));
}
