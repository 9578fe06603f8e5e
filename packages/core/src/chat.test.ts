import { describe, expect, it } from 'vitest';
import {
  FREE_CONVERSATIONS,
  GIFTS,
  mayWriteIn,
  messageCost,
  photoMessagesAllowed,
  reconnectDelay,
  RECONNECT_MAX_MS,
  typingShows,
  TYPING_TTL_MS,
} from './chat';

const prices = { message_credits: 10, gift_credits: 30, photo_credits: 20 };

describe('chat rules', () => {
  it('prices each kind of message from the settings', () => {
    expect(messageCost('text', prices)).toBe(10);
    expect(messageCost('gift', prices)).toBe(30);
    expect(messageCost('photo', prices)).toBe(20);
  });

  it('lets a free member write in 2 conversations, premium in any', () => {
    expect(FREE_CONVERSATIONS).toBe(2);
    expect(mayWriteIn(false, 0, false)).toBe(true);
    expect(mayWriteIn(false, 1, false)).toBe(true);
    expect(mayWriteIn(false, 2, false)).toBe(false);
    expect(mayWriteIn(false, 2, true)).toBe(true);
    expect(mayWriteIn(true, 50, false)).toBe(true);
  });

  it('keeps photo messages for premium members', () => {
    expect(photoMessagesAllowed(false)).toBe(false);
    expect(photoMessagesAllowed(true)).toBe(true);
  });

  it('has a catalogue of gifts with unique ids', () => {
    expect(new Set(GIFTS.map((g) => g.id)).size).toBe(GIFTS.length);
  });

  it('shows typing for 6 s unless refreshed', () => {
    expect(typingShows(0, TYPING_TTL_MS - 1)).toBe(true);
    expect(typingShows(0, TYPING_TTL_MS)).toBe(false);
  });

  it('backs off with jitter, never above 30 s', () => {
    expect(reconnectDelay(0, 0.999)).toBeLessThan(500);
    expect(reconnectDelay(3, 0.5)).toBe(2000);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect(reconnectDelay(attempt, 0.9999)).toBeLessThan(RECONNECT_MAX_MS);
    }
    expect(reconnectDelay(20, 0)).toBe(0);
  });
});
