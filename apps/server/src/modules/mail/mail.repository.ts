import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, mailOutbox, sites, smsOutbox, users } from '../../db/schema';

export async function siteAndCompany(db: Database, siteId: number) {
  const [row] = await db
    .select({ site: sites, company: companies })
    .from(sites)
    .leftJoin(companies, eq(companies.id, sites.companyId))
    .where(eq(sites.id, siteId))
    .limit(1);
  return row;
}

/** Adds a reason to an account's disabled notifications (once); answers whether the account exists. */
export async function disableNotifications(
  db: Database,
  where: { userId: number } | { email: string },
  reason: 'fbl' | 'bounce' | 'listunsubscribe',
): Promise<number[]> {
  const rows = await db
    .update(users)
    .set({
      notificationsDisabled: sql`case when ${users.notificationsDisabled} @> ${JSON.stringify([reason])}::jsonb
        then ${users.notificationsDisabled}
        else ${users.notificationsDisabled} || ${JSON.stringify([reason])}::jsonb end`,
    })
    .where(
      and(
        'userId' in where ? eq(users.id, where.userId) : eq(users.email, where.email),
        sql`${users.status} <> 'deleted'`,
      ),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** The newest mails of the outbox (the dev mailbox), optionally to one address. */
export function outbox(db: Database, limit: number, to?: string) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.toAddress, to) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function outboxMail(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row;
}

/** The texts of the SMS outbox (the SMS adapter's embedded default), newest first. */
export async function smsOutboxTexts(db: Database, limit: number, to?: string) {
  return db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.toNumber, to) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
