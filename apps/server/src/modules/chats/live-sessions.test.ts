import { LIVE_CLOSE } from '@amori/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/hashing';
import { as, json } from '../../test/expect';
import { lastMail, tokenOf } from '../../test/mail';
import { openLive, type LiveSocket } from '../../test/live-client';
import { startTestServer, type TestServer } from '../../test/server';

// A live socket lives while the session it was opened with does (it must not go on receiving a
// member's messages after a logout or a new password): whatever ends a session closes that
// session's sockets with 4001 (`sessionEnded`), and only those.
// Across processes: several-processes.pg.test.ts.

let server: TestServer;
const open: LiveSocket[] = [];

beforeAll(async () => {
  // Sessions kept for a minute: only what ends them (and its announcement) may close a socket.
  server = await startTestServer({ members: 3, cacheMs: 60_000 });
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await server.close();
});

/** A socket of a session, open and ready, with the code it will close with. */
async function live(cookie: string) {
  const socket = await openLive(server.url, { cookie });
  open.push(socket);
  const closed = new Promise<number>((resolve) => socket.socket.once('close', resolve));
  await socket.next('ready');
  return { socket, closed };
}

/** Whether a socket is still served: it answers a ping. */
async function answers(socket: LiveSocket): Promise<boolean> {
  const before = socket.events.filter((e) => e.type === 'pong').length;
  socket.socket.send(JSON.stringify({ type: 'ping' }));
  await expect
    .poll(() => socket.events.filter((e) => e.type === 'pong').length, { timeout: 10_000 })
    .toBeGreaterThan(before);
  return socket.socket.readyState === socket.socket.OPEN;
}

describe("a session's live sockets close when it ends", () => {
  it('on logout: that session only', async () => {
    const [mine, other] = [
      await server.loginAs('free@example.com'),
      await server.loginAs('free@example.com'),
    ];
    const a = await live(mine);
    const b = await live(other);
    expect((await server.request('/api/logout.php', as(mine))).status).toBe(200);
    expect(await a.closed).toBe(LIVE_CLOSE.sessionEnded);
    expect(await answers(b.socket)).toBe(true);
  });

  it('on "log out everywhere else", and on ending one other session: those, not the own one', async () => {
    const [mine, second, third] = [
      await server.loginAs('free@example.com'),
      await server.loginAs('free@example.com'),
      await server.loginAs('free@example.com'),
    ];
    const own = await live(mine);
    const b = await live(second);
    const c = await live(third);
    const [thirdRow] = await server.handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(third.split('=')[1]!)));
    const one = await server.request(
      '/api/sessions.php',
      json({ session: thirdRow!.id }, as(mine, { method: 'DELETE' })),
    );
    expect(one.status).toBe(200);
    expect(await c.closed).toBe(LIVE_CLOSE.sessionEnded);
    expect(await answers(b.socket)).toBe(true);

    const everywhere = await server.request('/api/sessions.php', json({}, as(mine, { method: 'DELETE' })));
    expect(everywhere.status).toBe(200);
    expect(await b.closed).toBe(LIVE_CLOSE.sessionEnded);
    expect(await answers(own.socket)).toBe(true);
  });

  it('on a password change (the other sessions) and a password reset (every one)', async () => {
    const [mine, other] = [
      await server.loginAs('premium@example.com'),
      await server.loginAs('premium@example.com'),
    ];
    const own = await live(mine);
    const b = await live(other);
    const changed = await server.request(
      '/api/password.php',
      json(
        { old_password: 'Demo-pass-2026', password: 'Other-pass-2027', password_repeat: 'Other-pass-2027' },
        as(mine, { method: 'PUT' }),
      ),
    );
    expect(changed.status, await changed.text()).toBe(200);
    expect(await b.closed).toBe(LIVE_CLOSE.sessionEnded);
    expect(await answers(own.socket)).toBe(true);

    expect(
      (await server.request('/api/password-reset.php', json({ email: 'premium@example.com' }))).status,
    ).toBe(200);
    const token = tokenOf((await lastMail(server, 'premium@example.com'))!.text);
    const reset = await server.request(
      '/api/password-reset.php',
      json({ token, password: 'Third-pass-2028' }, { method: 'PUT' }),
    );
    expect(reset.status, await reset.text()).toBe(200);
    expect(await own.closed).toBe(LIVE_CLOSE.sessionEnded);
  });

  it("on the account's deletion: every one", async () => {
    const [mine, other] = [
      await server.loginAs('operator@example.com'),
      await server.loginAs('operator@example.com'),
    ];
    const a = await live(mine);
    const b = await live(other);
    const deleted = await server.request(
      '/api/account.php',
      json({ password: 'Demo-pass-2026' }, as(mine, { method: 'DELETE' })),
    );
    expect(deleted.status, await deleted.text()).toBe(200);
    expect(await a.closed).toBe(LIVE_CLOSE.sessionEnded);
    expect(await b.closed).toBe(LIVE_CLOSE.sessionEnded);
  });

  it('when the session ended after its lookup was kept, but before its socket was there to close', async () => {
    const cookie = await server.loginAs('free@example.com');
    // The lookup is kept for seconds; the row goes behind the kept lookup's back.
    expect((await server.request('/api/user.php', as(cookie))).status).toBe(200);
    await server.handle.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));
    const socket = await openLive(server.url, { cookie });
    open.push(socket);
    const code = await new Promise<number>((resolve) => socket.socket.once('close', resolve));
    expect(code).toBe(LIVE_CLOSE.sessionEnded);
    expect(socket.events.some((e) => e.type === 'ready')).toBe(false);
  });

  it('on any announcement of the member: the sockets of sessions gone by hand close, the others stay', async () => {
    const [kept, removed] = [
      await server.loginAs('free@example.com'),
      await server.loginAs('free@example.com'),
    ];
    const a = await live(kept);
    const b = await live(removed);
    // Gone behind the server's back: nothing is announced.
    await server.handle.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(removed.split('=')[1]!)));
    // Saving the language ends no session, and announces the member (kept lookups are dropped).
    const saved = await server.request(
      '/api/user.php',
      json({ language: 'de' }, as(kept, { method: 'PUT' })),
    );
    expect(saved.status, await saved.text()).toBe(200);
    // One pass over the member's sockets closed b: a's fate was decided in it too.
    expect(await b.closed).toBe(LIVE_CLOSE.sessionEnded);
    expect(await answers(a.socket)).toBe(true);
  });
});
