import { describe, expect, it, vi } from 'vitest';
import { remember } from './remember';

describe('remember', () => {
  it('makes a value once per key and keeps it', () => {
    const map = new Map<string, number>();
    const make = vi.fn(() => 42);
    expect(remember(map, 'a', 10, make)).toBe(42);
    expect(remember(map, 'a', 10, make)).toBe(42);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps null as a value and as a key', () => {
    const map = new Map<string | null, string | null>();
    const make = vi.fn(() => null);
    expect(remember(map, null, 10, make)).toBeNull();
    expect(remember(map, null, 10, make)).toBeNull();
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('empties the map when it holds max values, so it never grows past max', () => {
    const map = new Map<number, number>();
    for (let i = 0; i < 3; i++) remember(map, i, 3, () => i * 2);
    expect(map.size).toBe(3);
    expect(remember(map, 99, 3, () => 7)).toBe(7);
    expect([...map.entries()]).toEqual([[99, 7]]);
  });
});
