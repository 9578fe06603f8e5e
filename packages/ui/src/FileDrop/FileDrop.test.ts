import { describe, expect, it } from 'vitest';
import { acceptsType } from './FileDrop';

describe('acceptsType', () => {
  it('matches exact MIME types', () => {
    expect(acceptsType(['image/jpeg', 'image/png'], 'image/png')).toBe(true);
    expect(acceptsType(['image/jpeg', 'image/png'], 'image/gif')).toBe(false);
  });
  it('matches type/* wildcards, and nothing else', () => {
    expect(acceptsType(['image/*'], 'image/webp')).toBe(true);
    expect(acceptsType(['image/*'], 'video/mp4')).toBe(false);
    expect(acceptsType(['image/*'], '')).toBe(false);
  });
});
