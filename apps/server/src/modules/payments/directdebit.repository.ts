import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditPackages, directDebitRequests, orders, users } from '../../db/schema';

export async function packageOf(db: Database, id: number) {
  const [row] = await db.select().from(creditPackages).where(eq(creditPackages.id, id));
  return row;
}

export async function isBlocked(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ blocked: users.directDebitBlocked })
    .from(users)
    .where(eq(users.id, userId));
  return row?.blocked ?? false;
}

/** Direct debit orders of a member since a time, failed or cancelled ones left out. */
export async function recentDirectDebits(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'sepa_direct_debit'),
        gte(orders.createdAt, since),
        inArray(orders.status, ['pending', 'processing', 'completed']),
      ),
    );
  return row?.count ?? 0;
}

export async function insertRequest(db: Database, values: typeof directDebitRequests.$inferInsert) {
  const [row] = await db.insert(directDebitRequests).values(values).returning({ id: directDebitRequests.id });
  return row!.id;
}

export async function setCodeHash(db: Database, id: number, codeHash: string) {
  await db.update(directDebitRequests).set({ codeHash }).where(eq(directDebitRequests.id, id));
}

export async function ownRequest(db: Database, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(directDebitRequests)
    .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.userId, userId)));
  return row;
}

export async function countAttempt(db: Database, id: number) {
  await db
    .update(directDebitRequests)
    .set({ attempts: sql`${directDebitRequests.attempts} + 1` })
    .where(eq(directDebitRequests.id, id));
}

/** Marks a request confirmed; false when it was not waiting for its code any more. */
export async function confirm(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(directDebitRequests)
    .set({ status: 'confirmed' })
    .where(and(eq(directDebitRequests.id, id), eq(directDebitRequests.status, 'sms_sent')))
    .returning({ id: directDebitRequests.id });
  return rows.length > 0;
}

export async function setOrder(db: Database, id: number, orderId: number) {
  await db.update(directDebitRequests).set({ orderId }).where(eq(directDebitRequests.id, id));
}
