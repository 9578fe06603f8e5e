import { getDiscountCode } from '@amori/contract';
import type { Api } from '../../plugins/api';
import type { Discounts } from './discounts.service';

export function discountsRoutes(api: Api, discounts: Discounts): void {
  api.call(getDiscountCode, ({ member, query }) => discounts.discountFor(member, query));
}
