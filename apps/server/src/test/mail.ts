import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestServer } from './server';

/** The newest mail of the outbox to an address, after the job queue sent what was due. */
export async function lastMail(server: TestServer, address: string) {
  await server.app.jobs.runDue();
  const [row] = await server.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}

/** The token of the link in a mail's text. */
export const tokenOf = (text: string): string => {
  const match = /token=([\w-]{43})/.exec(text);
  if (!match) throw new Error(`No link with a token in: ${text}`);
  return match[1]!;
};
