import { describe, expect, it } from 'vitest';
import {
  BANNED_UNTIL,
  REPORT_REASONS,
  isBan,
  appealOpen,
  isSuspended,
  reportSeverity,
  restrictsMember,
  suspensionEnd,
} from './moderation';

describe('moderation rules', () => {
  it('puts looks-under-18 and scam reports before the rest', () => {
    const ordered = [...REPORT_REASONS].sort((a, b) => reportSeverity(a) - reportSeverity(b));
    expect(ordered.slice(0, 2)).toEqual(['under_18', 'scam']);
    expect(ordered.at(-1)).toBe('other');
  });

  it('owes a statement of reasons for every action but a dismissal', () => {
    expect(restrictsMember('dismiss')).toBe(false);
    for (const action of ['warn', 'hide_photo', 'hide_text', 'suspend', 'ban'] as const)
      expect(restrictsMember(action)).toBe(true);
  });

  it('tells a running suspension from an ended one, and a ban from a suspension', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const end = suspensionEnd(now, 7);
    expect(end.toISOString()).toBe('2026-03-08T12:00:00.000Z');
    expect(isSuspended(end, now)).toBe(true);
    expect(isSuspended(end, end)).toBe(false);
    expect(isSuspended(null, now)).toBe(false);
    expect(isBan(end)).toBe(false);
    expect(isBan(BANNED_UNTIL)).toBe(true);
  });

  it('takes an appeal for six months after the action, not later', () => {
    const acted = new Date('2026-03-01T12:00:00Z');
    expect(appealOpen(acted, new Date('2026-08-30T12:00:00Z'))).toBe(true);
    expect(appealOpen(acted, new Date('2026-08-31T12:00:00Z'))).toBe(false);
  });
});
