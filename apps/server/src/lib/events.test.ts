import { describe, expect, it, vi } from 'vitest';
import { EVENTS_CHANNEL, Events, type DomainEvent } from './events';
import { localPubSub } from './pubsub';

// The bus's mechanics in one process; across processes on PostgreSQL: the two-process tests
// (test/cache-coherence.pg.test.ts, several-processes.pg.test.ts).

describe('the event bus', () => {
  it("hands an event to this process's handlers at once, once, as heard here", async () => {
    const pubsub = localPubSub();
    const events = await Events.open(pubsub, () => {});
    const heard: [DomainEvent, boolean][] = [];
    events.on('likesChanged', (event, { here }) => void heard.push([event, here]));
    await events.emit({ type: 'likesChanged', profiles: [1, 2] });
    // The in-process PubSub brings it back at once: not handled a second time.
    expect(heard).toEqual([[{ type: 'likesChanged', profiles: [1, 2] }, true]]);
  });

  it("hands another process's event to its handlers, as heard from elsewhere", async () => {
    const pubsub = localPubSub();
    const events = await Events.open(pubsub, () => {});
    const heard = vi.fn();
    events.on('siteChanged', heard);
    await pubsub.publish(EVENTS_CHANNEL, JSON.stringify({ type: 'siteChanged', origin: 'another' }));
    await pubsub.publish(EVENTS_CHANNEL, 'not json');
    expect(heard).toHaveBeenCalledWith({ type: 'siteChanged' }, { here: false });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('goes on past a handler that fails, and says which event it failed on', async () => {
    const failures: string[] = [];
    const events = await Events.open(localPubSub(), (_error, event) => failures.push(event.type));
    const after = vi.fn();
    events.on('siteChanged', () => {
      throw new Error('no');
    });
    events.on('siteChanged', () => Promise.reject(new Error('later')));
    events.on('siteChanged', after);
    await events.emit({ type: 'siteChanged' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(after).toHaveBeenCalledOnce();
    expect(failures).toEqual(['siteChanged', 'siteChanged']);
  });

  it('sends other processes a stored message without the message when it would not fit a NOTIFY', async () => {
    const pubsub = localPubSub();
    const events = await Events.open(pubsub, () => {});
    const sent: string[] = [];
    await pubsub.subscribe(EVENTS_CHANNEL, (payload) => void sent.push(payload));
    const message = {
      id: 1,
      conversationId: 1,
      senderProfileId: 1,
      kind: 'text' as const,
      body: 'x'.repeat(8_000),
      clientId: null,
      creditsCharged: 0,
      sentAt: '2026-01-01T00:00:00.000Z',
      readAt: null,
    };
    const here = vi.fn();
    events.on('messageStored', here);
    await events.emit({
      type: 'messageStored',
      id: 1,
      profiles: [1, 2],
      recipientUserId: 2,
      senderName: 'A',
      message,
    });
    expect(JSON.parse(sent[0]!)).not.toHaveProperty('message');
    // This process has it whole.
    expect(here.mock.calls[0]![0]).toHaveProperty('message.body', message.body);
  });
});
