import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  creditLedger,
  creditPackages,
  discountCodes,
  orders,
  sites,
  users,
  type OrderRow,
} from '../../db/schema';

/** The active packages of a site and country, smallest first. */
export function packagesOf(db: Database, siteId: number, country: string) {
  return db
    .select()
    .from(creditPackages)
    .where(
      and(
        eq(creditPackages.siteId, siteId),
        eq(creditPackages.country, country),
        eq(creditPackages.active, true),
      ),
    )
    .orderBy(asc(creditPackages.credits));
}

export async function packageById(db: Database, id: number) {
  const [row] = await db.select().from(creditPackages).where(eq(creditPackages.id, id));
  return row;
}

export async function insertOrder(db: Database, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function setProviderPayment(
  db: Database,
  orderId: number,
  values: { provider: string; providerPaymentId: string; checkoutUrl: string },
): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, orderId)).returning();
  return row!;
}

/** A member's order (none for another member's). */
export async function ownOrder(db: Database, userId: number, id: number) {
  const [row] = await db
    .select({ order: orders, code: discountCodes.code })
    .from(orders)
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

export async function lastOrder(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row;
}

export function ordersOf(db: Database, userId: number) {
  return db
    .select({ order: orders, code: discountCodes.code })
    .from(orders)
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
}

export function ledgerOf(db: Database, userId: number) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.id))
    .limit(100);
}

/** The order of a provider's payment, locked until the transaction ends. */
export async function lockOrderOfPayment(db: Database, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerPaymentId, providerPaymentId)))
    .for('update');
  return row;
}

export async function orderById(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** An order, locked until the transaction ends. */
export async function lockOrder(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function setOrderStatus(
  db: Database,
  id: number,
  status: OrderRow['status'],
  now: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ status, updatedAt: now, ...(status === 'completed' ? { completedAt: now } : {}) })
    .where(eq(orders.id, id));
}

export async function markPaidUser(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ paidUser: true }).where(eq(users.id, userId));
}

export async function userOf(db: Database, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function orderWithCode(db: Database, id: number) {
  const [row] = await db
    .select({ order: orders, code: discountCodes.code })
    .from(orders)
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(eq(orders.id, id));
  return row;
}

export const balanceOf = async (db: Database, userId: number) =>
  (await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)))[0]?.credits ?? 0;

/** A site and the company behind it (the receipt's sender and footer). */
export async function siteAndCompany(db: Database, siteId: number) {
  const [row] = await db
    .select({ site: sites, company: companies })
    .from(sites)
    .leftJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row;
}
