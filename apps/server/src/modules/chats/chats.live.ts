import { randomBytes } from 'node:crypto';
import { LIVE_CLOSE, LIVE_PATH, liveClientEventSchema, type LiveServerEvent } from '@amori/contract';
import { LIVE_HEARTBEAT_MS, TYPING_TTL_MS, type ScamRule } from '@amori/core';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/client';
import { livePresence, sessions, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { EventOf, Events } from '../../lib/events';
import type { Member, Sessions } from '../../plugins/session';
import * as repo from './chats.repository';
import { toChatMessage, type Reader } from './chats.views';

/**
 * Live chat delivery (the protocol: packages/contract/src/chat-live.ts and docs/chat-live.md).
 * Every process keeps its own members' sockets and hears the chat's domain events from every
 * process (lib/events.ts): a stored message goes to the sockets of its two members, a read
 * receipt to the writer's, unread counts to the reader's other tabs, typing to the other member's.
 * A message event carries the message when it fits a NOTIFY; otherwise it is read once.
 */

/** Messages a resuming socket is sent at most (older ones: the client loads the conversation). */
const RESUME_LIMIT = 1000;
/** A process's presence rows count while refreshed within this. */
const PRESENCE_STALE_MS = 3 * 60_000;
const PRESENCE_REFRESH_MS = 60_000;
/** Sockets one member may have open in one process (tabs); more close the oldest. */
const MAX_SOCKETS_PER_MEMBER = 10;

interface Client {
  /** This socket's name (`ready` tells it; a send from its tab names it). */
  id: string;
  profileId: number;
  userId: number;
  /** The member's language (a received message's scam warning is read in it). */
  language: string;
  /** The SHA-256 of the session token the socket was opened with: it lives while that session does. */
  sessionHash: string;
  send(event: LiveServerEvent): void;
  /** While the backlog is sent, live messages wait here; ids sent are remembered so none goes twice. */
  queue: repo.MessageRow[] | null;
  lastSent: number;
  /** Conversations this socket may type in (checked once each). */
  typingAllowed: Map<number, number>;
  close(code: number): void;
}

export interface LiveHubDeps {
  db: Database;
  storage: Storage;
  events: Events;
  now: Clock;
  log: { warn: (details: object, message: string) => void };
  /** The scam rules a received message is read against (core's, and the operator's). */
  scamRules: readonly ScamRule[];
}

export class LiveHub {
  private readonly clients = new Map<number, Set<Client>>();
  private refresher: NodeJS.Timeout | undefined;

  constructor(private readonly deps: LiveHubDeps) {
    const { events } = deps;
    events.on('messageStored', (event) => this.messageStored(event));
    events.on('messagesRead', (event) => {
      for (const client of this.clients.get(event.to) ?? []) {
        client.send({
          type: 'read',
          conversation: event.conversation,
          up_to: event.upTo,
          read_at: event.readAt,
        });
      }
    });
    events.on('unreadChanged', (event) => {
      for (const client of this.clients.get(event.profile) ?? []) {
        client.send({
          type: 'unread',
          conversation: event.conversation,
          unread: event.unread,
          total_unread_messages: event.total,
        });
      }
    });
    events.on('typing', (event) => {
      for (const client of this.clients.get(event.to) ?? []) {
        client.send({
          type: 'typing',
          conversation: event.conversation,
          profile: event.from,
          expires_in_ms: TYPING_TTL_MS,
        });
      }
    });
    // Whatever ends a session (logout, a password changed or reset, "log out everywhere",
    // deletion) says so, in whichever process it happened; any change of the member is a moment
    // to look again too (a session removed by hand is not announced).
    events.on('sessionEnded', ({ userId }) => this.closeEndedSessions(userId));
    events.on('memberChanged', ({ userId }) => this.closeEndedSessions(userId));
    // Events of the gap never came: every socket reconnects and resumes from its last message
    // (the site's client does for any close but a session ended). A session ended meanwhile is
    // refused when its socket comes back.
    events.onMissed(() => {
      for (const set of this.clients.values()) for (const client of set) client.close(LIVE_CLOSE.missed);
    });
  }

  get log(): LiveHubDeps['log'] {
    return this.deps.log;
  }

  /** This process's sockets of a user. */
  private socketsOf(userId: number): Client[] {
    const found: Client[] = [];
    for (const set of this.clients.values())
      for (const client of set) if (client.userId === userId) found.push(client);
    return found;
  }

  /**
   * Closes (4001, `sessionEnded`) this process's sockets of a user whose session no longer holds:
   * its row is gone or expired, or the account is deleted. Asked again of the database rather than
   * told which sessions ended, so that whatever ends one closes its sockets.
   */
  async closeEndedSessions(userId: number): Promise<void> {
    const sockets = this.socketsOf(userId);
    if (sockets.length === 0) return;
    const alive = await this.liveSessions(sockets.map((client) => client.sessionHash));
    for (const client of sockets) if (!alive.has(client.sessionHash)) client.close(LIVE_CLOSE.sessionEnded);
  }

  /** Which of these session token hashes name a session that still holds. */
  private async liveSessions(hashes: string[]): Promise<Set<string>> {
    const rows = await this.deps.db
      .select({ hash: sessions.tokenHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.tokenHash, [...new Set(hashes)]),
          gt(sessions.expiresAt, this.deps.now()),
          ne(users.status, 'deleted'),
        ),
      );
    return new Set(rows.map((row) => row.hash));
  }

  /** A stored message, to the sockets its two members have here but the sending tab's. */
  private async messageStored(event: EventOf<'messageStored'>): Promise<void> {
    if (!event.profiles.some((p) => this.clients.has(p))) return;
    const row = event.message ? repo.fromWire(event.message) : await repo.findMessage(this.deps.db, event.id);
    if (!row) return;
    for (const profileId of event.profiles) {
      for (const client of this.clients.get(profileId) ?? []) {
        if (client.id !== event.except) this.sendMessage(client, row);
      }
    }
  }

  /** Whether a member has a live connection in any process. */
  async isOnline(userId: number): Promise<boolean> {
    const since = new Date(this.deps.now().getTime() - PRESENCE_STALE_MS);
    const [row] = await this.deps.db
      .select({ sockets: livePresence.sockets })
      .from(livePresence)
      .where(
        and(eq(livePresence.userId, userId), gt(livePresence.sockets, 0), gt(livePresence.seenAt, since)),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Live sockets of a profile in this process. */
  localSockets(profileId: number): number {
    return this.clients.get(profileId)?.size ?? 0;
  }

  private async presence(userId: number, change: 1 | -1): Promise<void> {
    const now = this.deps.now();
    await this.deps.db
      .insert(livePresence)
      .values({ userId, processId: this.deps.events.processId, sockets: Math.max(0, change), seenAt: now })
      .onConflictDoUpdate({
        target: [livePresence.userId, livePresence.processId],
        set: { sockets: sql`greatest(0, ${livePresence.sockets} + ${change})`, seenAt: now },
      });
  }

  /** Keeps this process's presence rows fresh while it runs. */
  start(): void {
    this.refresher ??= setInterval(() => {
      this.deps.db
        .update(livePresence)
        .set({ seenAt: this.deps.now() })
        .where(eq(livePresence.processId, this.deps.events.processId))
        .catch(() => {});
    }, PRESENCE_REFRESH_MS);
    this.refresher.unref();
  }

  /** Live sockets open on this process. */
  get socketCount(): number {
    let count = 0;
    for (const set of this.clients.values()) count += set.size;
    return count;
  }

  /**
   * Closes every socket of this process with 4004 (`goingAway`): the process is shutting down,
   * and each client reconnects at once, to another process, resuming from its last message.
   */
  goAway(): void {
    for (const set of this.clients.values()) for (const client of set) client.close(LIVE_CLOSE.goingAway);
  }

  async stop(): Promise<void> {
    clearInterval(this.refresher);
    this.goAway();
    await this.deps.db
      .delete(livePresence)
      .where(eq(livePresence.processId, this.deps.events.processId))
      .catch(() => {});
  }

  private async add(client: Client): Promise<void> {
    const set = this.clients.get(client.profileId) ?? new Set();
    this.clients.set(client.profileId, set);
    set.add(client);
    if (set.size > MAX_SOCKETS_PER_MEMBER) set.values().next().value?.close(LIVE_CLOSE.replaced);
    await this.presence(client.userId, 1);
  }

  private async remove(client: Client): Promise<void> {
    const set = this.clients.get(client.profileId);
    if (!set?.delete(client)) return;
    if (set.size === 0) this.clients.delete(client.profileId);
    await this.presence(client.userId, -1);
  }

  private readerOf(client: Client): Reader {
    return { profileId: client.profileId, language: client.language, scamRules: this.deps.scamRules };
  }

  private sendMessage(client: Client, row: repo.MessageRow): void {
    if (client.queue) {
      client.queue.push(row);
      return;
    }
    client.send({ type: 'message', message: toChatMessage(row, this.readerOf(client), this.deps.storage) });
    client.lastSent = Math.max(client.lastSent, row.id);
  }

  /**
   * A socket of a member: registered at once (live events wait in its queue), then sent the
   * messages after `after`, then what waited (less what the backlog had), then `ready`.
   */
  async connect(
    socket: WebSocket,
    member: Member & { profile: NonNullable<Member['profile']> },
    sessionHash: string,
    after: number,
  ): Promise<void> {
    const profileId = member.profile.id;
    let alive = true;
    const client: Client = {
      id: randomBytes(8).toString('hex'),
      profileId,
      userId: member.user.id,
      language: member.user.language,
      sessionHash,
      queue: [],
      lastSent: after,
      typingAllowed: new Map(),
      send: (event) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
      },
      close: (code) => socket.close(code),
    };
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, LIVE_HEARTBEAT_MS);
    socket.on('pong', () => (alive = true));
    socket.on('close', () => {
      clearInterval(heartbeat);
      this.remove(client).catch(() => {});
    });
    socket.on('message', (data) => {
      alive = true;
      this.fromClient(client, String(data)).catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'live frame failed'),
      );
    });
    await this.add(client);
    // The session may have ended between its lookup (kept for seconds) and now, before this
    // socket was there to be closed.
    if (!(await this.liveSessions([sessionHash])).has(sessionHash)) {
      client.close(LIVE_CLOSE.sessionEnded);
      return;
    }
    const sent = new Set<number>();
    if (after >= 0) {
      const backlog = await repo.messagesAfter(this.deps.db, profileId, after, RESUME_LIMIT);
      for (const row of backlog) {
        sent.add(row.id);
        client.send({
          type: 'message',
          message: toChatMessage(row, this.readerOf(client), this.deps.storage),
        });
        client.lastSent = Math.max(client.lastSent, row.id);
      }
    }
    const waiting = client.queue ?? [];
    client.queue = null;
    for (const row of waiting.sort((a, b) => a.id - b.id)) {
      if (!sent.has(row.id)) this.sendMessage(client, row);
    }
    client.send({ type: 'ready', last: client.lastSent, socket: client.id });
  }

  /** A frame from a client: typing (relayed to the other member of a conversation of theirs) or ping. */
  private async fromClient(client: Client, text: string): Promise<void> {
    if (text.length > 1000) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const result = liveClientEventSchema.safeParse(parsed);
    if (!result.success) return;
    const event = result.data;
    if (event.type === 'ping') {
      client.send({ type: 'pong' });
      return;
    }
    let to = client.typingAllowed.get(event.conversation);
    if (to === undefined) {
      const conversation = await repo.findConversation(this.deps.db, event.conversation);
      if (!conversation) return;
      if (conversation.profileA !== client.profileId && conversation.profileB !== client.profileId) return;
      to = conversation.profileA === client.profileId ? conversation.profileB : conversation.profileA;
      if (client.typingAllowed.size < 200) client.typingAllowed.set(event.conversation, to);
    }
    // Typing is never stored: it goes to the other member's sockets, in any process.
    await this.deps.events.emit({
      type: 'typing',
      conversation: event.conversation,
      from: client.profileId,
      to,
    });
  }
}

/**
 * The WebSocket endpoint: the session cookie authenticates it and its Origin must be the site's
 * own (a page elsewhere cannot open it with the member's cookie): refused with 403 before the
 * upgrade otherwise.
 */
export function liveRoutes(
  app: FastifyInstance,
  { sessions, live }: { sessions: Sessions; live: LiveHub },
): void {
  app.get(
    LIVE_PATH,
    {
      websocket: true,
      preValidation: async (request: FastifyRequest) => {
        if (!sameOrigin(request)) throw new ApiError(403, 'csrf_rejected', 'Cross-site connection refused');
        const member = await sessions.current(request);
        if (!member?.profile) throw new ApiError(403, 'authentication_required', 'Authentication required');
        request.member = member;
      },
    },
    (socket, request) => {
      const member = request.member as Member & { profile: NonNullable<Member['profile']> };
      const raw = (request.query as { after?: string }).after;
      const after = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : -1;
      // A member means a session cookie, so its hash is there.
      live.connect(socket, member, sessions.tokenHashOf(request)!, after).catch((error: unknown) => {
        live.log.warn({ err: error }, 'live connection failed');
        socket.close(1011);
      });
    },
  );
}

/** A WebSocket's Origin must name this host (browsers always send it on a WebSocket). */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}
