import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { discountCodes, discountRedemptions, orders } from '../../db/schema';

export async function findDiscountCode(db: Database, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  return row;
}

/** Whether a code has a use (an order's, open or completed), by anyone or by one user. */
export async function hasUse(db: Database, codeId: number, userId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(
      userId === undefined
        ? eq(discountRedemptions.discountCodeId, codeId)
        : and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertUse(db: Database, values: typeof discountRedemptions.$inferInsert) {
  await db.insert(discountRedemptions).values(values);
}

/** Deletes an order's use of its code. */
export async function deleteUse(db: Database, use: { codeId: number; userId: number; orderId: number }) {
  await db
    .delete(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountCodeId, use.codeId),
        eq(discountRedemptions.userId, use.userId),
        eq(discountRedemptions.orderId, use.orderId),
      ),
    );
}

export async function completedOrderCount(db: Database, userId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'completed')));
  return row?.count ?? 0;
}
