import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountCodes, discountRedemptions, orders } from '../../db/schema';

export async function findDiscountCode(db: Database, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

/** How often a code was redeemed, by anyone or by one user. */
export async function redemptionCount(db: Database, codeId: number, userId?: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      userId === undefined
        ? eq(discountRedemptions.discountCodeId, codeId)
        : and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.userId, userId)),
    );
  return row?.count ?? 0;
}

export async function completedOrderCount(db: Database, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed')));
  return row?.count ?? 0;
}
