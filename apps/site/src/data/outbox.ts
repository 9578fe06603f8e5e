import type { SentMessage } from '@amori/contract';

/** Where a message goes: an existing conversation, or a member (which starts one). */
export type OutboxTarget = { conversation: number } | { member: number };

export interface OutboxEntry {
  /** Made here once per message and resent with every try: the server stores it once. */
  clientId: string;
  target: OutboxTarget;
  kind: 'text' | 'gift';
  text: string;
  gift: string | null;
  /** `sending` also while waiting behind an earlier message of the same conversation. */
  state: 'sending' | 'failed';
  error?: unknown;
}

export type OutboxSend = (entry: OutboxEntry) => Promise<SentMessage>;

export interface OutboxHooks {
  onSent?: (entry: OutboxEntry, sent: SentMessage) => void;
  onFailed?: (entry: OutboxEntry, error: unknown) => void;
  /** Keeps the unsent messages somewhere that survives a reload (IndexedDB in the browser). */
  save?: (entries: readonly OutboxEntry[]) => void;
}

/** A target as a string, the same for equal targets: the outbox's queue, a conversation's key. */
export const targetKey = (target: OutboxTarget) =>
  'conversation' in target ? `c${target.conversation}` : `m${target.member}`;

/** A target as query values (a query's numbers are written as strings). */
export const targetQuery = (target: OutboxTarget) =>
  'conversation' in target
    ? { conversation: String(target.conversation) }
    : { member: String(target.member) };

/** A client id: a UUID where the browser has one, else 32 random hex digits. */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/**
 * Unsent messages (kept by `hooks.save`, given back by `restore` after a reload). Each conversation is a
 * queue sent strictly in order: while its first message has failed, the ones behind it wait
 * (shown as sending) until it is retried and goes through.
 */
export class Outbox {
  private list: OutboxEntry[] = [];
  private readonly busy = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly sendOne: OutboxSend,
    private readonly hooks: OutboxHooks = {},
  ) {}

  /** The entries (a new array after each change, for useSyncExternalStore). */
  entries = (): readonly OutboxEntry[] => this.list;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.hooks.save?.(this.list.map(({ error: _error, ...entry }) => entry));
    for (const listener of this.listeners) listener();
  }

  /**
   * Takes back messages left unsent by an earlier page (a reload, a crash) and sends them again
   * with their own client ids: one the server already stored answers as a duplicate, so it is
   * reconciled without being stored or charged twice.
   */
  restore(entries: readonly OutboxEntry[]) {
    const known = new Set(this.list.map((e) => e.clientId));
    const back = entries
      .filter((e) => !known.has(e.clientId))
      .map((e): OutboxEntry => ({ ...e, state: 'sending', error: undefined }));
    if (back.length === 0) return;
    this.list = [...back, ...this.list];
    this.changed();
    for (const queue of new Set(back.map((e) => targetKey(e.target)))) void this.pump(queue);
  }

  private update(clientId: string, change: Partial<OutboxEntry> | null) {
    this.list = change
      ? this.list.map((e) => (e.clientId === clientId ? { ...e, ...change } : e))
      : this.list.filter((e) => e.clientId !== clientId);
    this.changed();
  }

  add(entry: Omit<OutboxEntry, 'state'>): OutboxEntry {
    const full: OutboxEntry = { ...entry, state: 'sending' };
    this.list = [...this.list, full];
    this.changed();
    void this.pump(targetKey(entry.target));
    return full;
  }

  /** Tries a failed message again (and so the ones waiting behind it). */
  retry(clientId: string) {
    const entry = this.list.find((e) => e.clientId === clientId);
    if (!entry || entry.state !== 'failed') return;
    this.update(clientId, { state: 'sending', error: undefined });
    void this.pump(targetKey(entry.target));
  }

  /** Drops a message that will not be sent (e.g. its conversation was deleted). */
  discard(clientId: string) {
    this.update(clientId, null);
  }

  /** Resolves when no queue is sending (tests). */
  async idle() {
    while (this.busy.size > 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  private async pump(queue: string) {
    if (this.busy.has(queue)) return;
    this.busy.add(queue);
    try {
      for (;;) {
        const head = this.list.find((e) => targetKey(e.target) === queue);
        if (!head || head.state === 'failed') return;
        try {
          const sent = await this.sendOne(head);
          this.update(head.clientId, null);
          this.hooks.onSent?.(head, sent);
        } catch (error) {
          this.update(head.clientId, { state: 'failed', error });
          this.hooks.onFailed?.(head, error);
          return;
        }
      }
    } finally {
      this.busy.delete(queue);
    }
  }
}
