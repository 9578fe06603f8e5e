import { randomBytes } from 'node:crypto';
import type { PubSub } from './pubsub';

/** A chat message as events carry it: a stored row, its times as ISO text. */
export interface MessageOnTheWire {
  id: number;
  conversationId: number;
  senderProfileId: number;
  kind: 'text' | 'gift' | 'photo';
  body: string;
  clientId: string | null;
  creditsCharged: number;
  sentAt: string;
  readAt: string | null;
}

/**
 * What happened, as the services tell it. Every process hears every event: caches drop what it
 * changed, live sockets pass chat events on, and work to be done once (a push, a mail) is done by
 * the process where it happened (`Heard.here`).
 */
export type DomainEvent =
  /** A member's account or profile changed (what a kept session, profile or search shows). */
  | { type: 'memberChanged'; userId: number }
  /** Sessions of a member ended (logout, password, deletion, ...): their requests and sockets end. */
  | { type: 'sessionEnded'; userId: number }
  /** Likes from or to these profiles changed (taken back, seen, deleted by a block). */
  | { type: 'likesChanged'; profiles: number[] }
  /**
   * A profile liked another (a new like): their likes changed, and the liked member's browsers
   * are told (`match`: a like given back; `toUserId` null: a profile without an account), unless
   * the like cannot be opened yet (`fromActive` false: an e-mail not confirmed).
   */
  | {
      type: 'liked';
      from: number;
      fromName: string;
      fromActive: boolean;
      to: number;
      toUserId: number | null;
      match: boolean;
    }
  /** Blocks from or to these profiles changed. */
  | { type: 'blocksChanged'; profiles: number[] }
  /** A site's settings changed. */
  | { type: 'siteChanged' }
  /**
   * A message was stored between two profiles. `message` is left out when it would not fit a
   * NOTIFY (8,000 bytes): the processes that need it read it. `except`: the sending tab's socket,
   * which its send's answer already told.
   */
  | {
      type: 'messageStored';
      id: number;
      profiles: [sender: number, recipient: number];
      recipientUserId: number | null;
      senderName: string;
      message?: MessageOnTheWire;
      except?: string;
    }
  /**
   * The conversations of these profiles changed otherwise than by a message sent or read: one
   * hidden by a member, one opened by a signup's first message.
   */
  | { type: 'chatsChanged'; profiles: number[] }
  /** `to`'s messages in a conversation were read up to `upTo`. */
  | { type: 'messagesRead'; conversation: number; to: number; upTo: number; readAt: string }
  /** A reader's unread counts, for their other tabs. */
  | { type: 'unreadChanged'; profile: number; conversation: number; unread: number; total: number }
  /** A member is typing in a conversation (never stored). */
  | { type: 'typing'; conversation: number; from: number; to: number };

export type EventType = DomainEvent['type'];

/** A member's account or profile changed: what a kept session, profile or search shows of them. */
export const memberChanged = (userId: number): DomainEvent => ({ type: 'memberChanged', userId });
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** How an event was heard: `here` when it happened in this process. */
export interface Heard {
  here: boolean;
}

/** What hears an event; a promise it answers is not waited for (its failure is logged). */
type Handler<T extends EventType> = (event: EventOf<T>, heard: Heard) => void | Promise<void>;

/** The one channel every event goes over between processes. */
export const EVENTS_CHANNEL = 'amori_events';
/** A NOTIFY payload holds less than 8,000 bytes. */
const MAX_PAYLOAD_BYTES = 7900;

/**
 * The one bus of domain events. `emit` hands an event to this process's handlers at once, and to
 * every other process over the PubSub (PostgreSQL LISTEN/NOTIFY; in-process with PGlite), marked
 * with this process's id so that it is not handled twice here when NOTIFY brings it back. Why at
 * once: the two members of a conversation are usually on one process, and their messages need not
 * wait for the round trip of a NOTIFY.
 *
 * When the PubSub may have missed events (its listening connection was lost), `onMissed`'s
 * handlers are told: whatever was kept on the strength of events is to be dropped.
 */
export class Events {
  readonly processId = randomBytes(8).toString('hex');
  private readonly handlers = new Map<EventType, Handler<EventType>[]>();
  private readonly missed: (() => void)[] = [];

  private constructor(
    private readonly pubsub: PubSub,
    private readonly onError: (error: unknown, event: DomainEvent) => void,
  ) {}

  static async open(pubsub: PubSub, onError: (error: unknown, event: DomainEvent) => void): Promise<Events> {
    const events = new Events(pubsub, onError);
    // This process's own events come back too: known by their start, they are not parsed.
    const own = JSON.stringify({ origin: events.processId }).slice(0, -1);
    await pubsub.subscribe(EVENTS_CHANNEL, (payload) => {
      if (payload.startsWith(own)) return;
      let parsed: DomainEvent & { origin?: string };
      try {
        parsed = JSON.parse(payload) as DomainEvent & { origin?: string };
      } catch {
        return;
      }
      const { origin: _origin, ...event } = parsed;
      events.deliver(event as DomainEvent, { here: false });
    });
    pubsub.onMissed(() => {
      for (const handler of events.missed) handler();
    });
    return events;
  }

  on<T extends EventType>(type: T, handler: Handler<T>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as unknown as Handler<EventType>);
    this.handlers.set(type, list);
  }

  onMissed(handler: () => void): void {
    this.missed.push(handler);
  }

  /** Tells every process, this one first. */
  async emit(event: DomainEvent): Promise<void> {
    this.deliver(event, { here: true });
    let payload = JSON.stringify({ origin: this.processId, ...event });
    if (event.type === 'messageStored' && event.message && Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      const { message: _message, ...rest } = event;
      payload = JSON.stringify({ origin: this.processId, ...rest });
    }
    await this.pubsub.publish(EVENTS_CHANNEL, payload);
  }

  private deliver(event: DomainEvent, heard: Heard): void {
    for (const handler of this.handlers.get(event.type) ?? []) {
      try {
        const done = handler(event, heard);
        if (done) done.catch((error: unknown) => this.onError(error, event));
      } catch (error) {
        this.onError(error, event);
      }
    }
  }
}
