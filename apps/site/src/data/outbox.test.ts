import type { SentMessage } from '@amori/contract';
import { describe, expect, it } from 'vitest';
import { Outbox, type OutboxEntry } from './outbox';

const sent = (entry: OutboxEntry): SentMessage => ({
  message: {
    id: 1,
    client_id: entry.clientId,
    conversation: 1,
    sender: 1,
    from_me: true,
    kind: entry.kind,
    text: entry.text,
    gift: entry.gift,
    photo: null,
    credits: 5,
    sent_at: '2026-06-03T10:00:00Z',
    read_at: null,
  },
  credits: 10,
  duplicate: false,
});

const text = (clientId: string, conversation = 1) => ({
  clientId,
  target: { conversation },
  kind: 'text' as const,
  text: clientId,
  gift: null,
});

describe('Outbox', () => {
  it('sends one conversation in order; after a failure the rest wait until the retry', async () => {
    const calls: string[] = [];
    let failA = true;
    const outbox = new Outbox(async (entry) => {
      calls.push(entry.clientId);
      if (entry.clientId === 'aaaaaaaa' && failA) throw new Error('offline');
      return sent(entry);
    });
    outbox.add(text('aaaaaaaa'));
    outbox.add(text('bbbbbbbb'));
    outbox.add(text('cccccccc'));
    await outbox.idle();
    expect(calls).toEqual(['aaaaaaaa']);
    expect(outbox.entries().map((e) => [e.clientId, e.state])).toEqual([
      ['aaaaaaaa', 'failed'],
      ['bbbbbbbb', 'sending'],
      ['cccccccc', 'sending'],
    ]);
    failA = false;
    outbox.retry('aaaaaaaa');
    await outbox.idle();
    // The retry resends the same client id, so the server stores it once.
    expect(calls).toEqual(['aaaaaaaa', 'aaaaaaaa', 'bbbbbbbb', 'cccccccc']);
    expect(outbox.entries()).toEqual([]);
  });

  it('does not hold one conversation back for another', async () => {
    const calls: string[] = [];
    const outbox = new Outbox(async (entry) => {
      calls.push(entry.clientId);
      if (entry.clientId === 'aaaaaaaa') throw new Error('refused');
      return sent(entry);
    });
    outbox.add(text('aaaaaaaa', 1));
    outbox.add(text('dddddddd', 2));
    await outbox.idle();
    expect(calls).toContain('dddddddd');
  });

  it('keeps unsent messages and sends them again after a reload, with the same client ids', async () => {
    let kept: readonly OutboxEntry[] = [];
    const before = new Outbox(() => new Promise<SentMessage>(() => undefined), { save: (e) => (kept = e) });
    before.add(text('aaaaaaaa'));
    before.add(text('bbbbbbbb'));
    expect(kept.map((e) => e.clientId)).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    // The page reloads: a new outbox gets them back and sends them in order.
    const calls: string[] = [];
    const after = new Outbox(async (entry) => {
      calls.push(entry.clientId);
      return { ...sent(entry), duplicate: entry.clientId === 'aaaaaaaa' };
    });
    after.restore(kept);
    await after.idle();
    expect(calls).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    expect(after.entries()).toEqual([]);
  });
});
