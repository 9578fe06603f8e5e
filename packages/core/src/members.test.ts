import { describe, expect, it } from 'vitest';
import { ageOn } from './account';
import {
  birthDateRange,
  hasMainImage,
  nextMidnightIn,
  photoAllowance,
  photoLimit,
  photosFirst,
  startOfDayIn,
  swipeLikesLeft,
  visibleFields,
} from './members';

describe('members with a photo first', () => {
  const m = (id: number, photo: boolean) => ({
    id,
    main_image: photo ? { thumb_filename: `/p/${id}` } : null,
  });
  it('puts members with a photo before those without, keeping the order within each', () => {
    const members = [m(1, false), m(2, true), m(3, false), m(4, true)];
    expect(photosFirst(members, hasMainImage).map((x) => x.id)).toEqual([2, 4, 1, 3]);
  });
  it('keeps a list where nobody or everybody has a photo as it is', () => {
    expect(photosFirst([m(1, false), m(2, false)], hasMainImage).map((x) => x.id)).toEqual([1, 2]);
    expect(photosFirst([m(1, true), m(2, true)], hasMainImage).map((x) => x.id)).toEqual([1, 2]);
    expect(photosFirst([], hasMainImage)).toEqual([]);
  });
  it('leaves nobody out and does not change the list given', () => {
    const members = [m(1, false), m(2, true)];
    expect(photosFirst(members, hasMainImage)).toHaveLength(2);
    expect(members.map((x) => x.id)).toEqual([1, 2]);
  });
  it('reads a missing main image as no photo', () => {
    expect(hasMainImage({})).toBe(false);
    expect(hasMainImage({ main_image: null })).toBe(false);
    expect(hasMainImage({ main_image: { match: '/m.jpg' } })).toBe(true);
  });
});

describe('photos', () => {
  it('a visitor sees the main photo only, a free member 3, premium and the owner all', () => {
    expect(photoAllowance('visitor')).toBe(1);
    expect(photoAllowance('free')).toBe(3);
    expect(photoAllowance('premium')).toBe(Number.POSITIVE_INFINITY);
    expect(photoAllowance('owner')).toBe(Number.POSITIVE_INFINITY);
  });
  it('a free member uploads up to 3 photos, premium up to 25', () => {
    expect(photoLimit(false)).toBe(3);
    expect(photoLimit(true)).toBe(25);
  });
});

describe('profile fields', () => {
  it('shows the fields a site allows, in the profile order, and nothing unknown', () => {
    expect(visibleFields(['tattoos', 'age', 'shoe_size', 'gender'])).toEqual(['gender', 'age', 'tattoos']);
  });
});

describe('ages', () => {
  it('counts whole years, the birthday included', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(ageOn('2000-06-15', now)).toBe(26);
    expect(ageOn('2000-06-16', now)).toBe(25);
  });
  it('turns an age range into birth dates that agree with ageOn', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const { latest, earliestExclusive } = birthDateRange(25, 30, now);
    expect(ageOn(latest, now)).toBe(25);
    expect(ageOn('2001-06-16', now)).toBe(24);
    expect(latest).toBe('2001-06-15');
    expect(earliestExclusive).toBe('1995-06-15');
    expect(ageOn('1995-06-16', now)).toBe(30);
    expect(ageOn(earliestExclusive, now)).toBe(31);
  });
});

describe('the swipe game day', () => {
  it('starts at midnight in the time zone (Amsterdam is UTC+2 in summer, +1 in winter)', () => {
    expect(startOfDayIn(new Date('2026-07-01T21:59:00Z'), 'Europe/Amsterdam').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    expect(startOfDayIn(new Date('2026-07-01T22:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    expect(nextMidnightIn(new Date('2026-01-10T12:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe(
      '2026-01-10T23:00:00.000Z',
    );
  });
  it('handles the days the clocks change and other zones', () => {
    // 29 March 2026: Amsterdam moves from +1 to +2; the next midnight is 23 hours later.
    expect(nextMidnightIn(new Date('2026-03-29T00:30:00Z'), 'Europe/Amsterdam').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfDayIn(new Date('2026-03-29T12:00:00Z'), 'Europe/Amsterdam').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDayIn(new Date('2026-07-01T03:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-06-30T04:00:00.000Z',
    );
  });
  it('falls back to Europe/Amsterdam for a zone it does not know', () => {
    expect(startOfDayIn(new Date('2026-07-01T12:00:00Z'), 'Mars/Olympus').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });
  it('gives 4 likes a day', () => {
    expect(swipeLikesLeft(0)).toBe(4);
    expect(swipeLikesLeft(3)).toBe(1);
    expect(swipeLikesLeft(9)).toBe(0);
  });
});
