import { describe, expect, it } from 'vitest';
import { mayHaveOwnDiscount } from './payments';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-26T12:00:00Z');
const signedUp = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();

describe('mayHaveOwnDiscount: whether discountcode.php?welcome=true is worth asking', () => {
  it('asks for a member who has not bought yet, within the welcome days', () => {
    expect(mayHaveOwnDiscount({ paid_user: false, signup_date: signedUp(1) }, now)).toBe(true);
    expect(mayHaveOwnDiscount({ paid_user: false, signup_date: signedUp(6 * 24) }, now)).toBe(true);
  });
  it('does not ask when the answer is known: a visitor, a premium member, a member past the welcome days', () => {
    expect(mayHaveOwnDiscount(null, now)).toBe(false);
    expect(mayHaveOwnDiscount({ paid_user: true, signup_date: signedUp(1) }, now)).toBe(false);
    expect(mayHaveOwnDiscount({ paid_user: false, signup_date: signedUp(8 * 24) }, now)).toBe(false);
  });
});
