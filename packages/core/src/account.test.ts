import { describe, expect, it } from 'vitest';
import {
  isPremium,
  ageOn,
  dateOfBirthProblem,
  emailValid,
  isCalendarDate,
  nameProblem,
  passwordProblem,
  sexualityOf,
} from './account';

const now = new Date('2026-03-01T12:00:00Z');

describe('the signup rules (spec point 5)', () => {
  it('refuse a username equal to the e-mail address, or starting with @', () => {
    expect(nameProblem('anna@example.com', 'Anna@Example.com')).toBe('name_is_email');
    expect(nameProblem('@anna', 'anna@example.com')).toBe('name_starts_with_at');
    expect(nameProblem('  ', 'anna@example.com')).toBe('name_invalid');
    expect(nameProblem('a'.repeat(31), 'anna@example.com')).toBe('name_invalid');
    expect(nameProblem('Anna', 'anna@example.com')).toBeNull();
  });

  it('accept an e-mail address with one @ and a dotted domain', () => {
    expect(emailValid('anna@example.com')).toBe(true);
    expect(emailValid(' anna.b+x@mail.example.nl ')).toBe(true);
    for (const bad of [
      'anna',
      'anna@',
      'anna@example',
      '@example.com',
      'an na@example.com',
      'a@b@c.com',
      'a@.com',
    ])
      expect(emailValid(bad), bad).toBe(false);
    expect(emailValid(`${'a'.repeat(250)}@x.nl`)).toBe(false);
  });

  it('want a date of birth at least min_age years ago, and a real one', () => {
    expect(dateOfBirthProblem(null, 18, now)).toBe('missing');
    expect(dateOfBirthProblem('', 18, now)).toBe('missing');
    expect(dateOfBirthProblem('2008-03-01', 18, now)).toBeNull(); // 18 today
    expect(dateOfBirthProblem('2008-03-02', 18, now)).toBe('invalid'); // 18 tomorrow
    expect(dateOfBirthProblem('2000-02-30', 18, now)).toBe('invalid');
    expect(dateOfBirthProblem('2030-01-01', 18, now)).toBe('invalid');
    expect(dateOfBirthProblem('1890-01-01', 18, now)).toBe('invalid');
    expect(dateOfBirthProblem('2006-01-01', 21, now)).toBe('invalid');
    expect(ageOn('2000-03-02', now)).toBe(25);
    expect(ageOn('2000-03-01', now)).toBe(26);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
  });
});

describe('the password rule', () => {
  it('wants length, not composition', () => {
    expect(passwordProblem('short1!A')).toBe('password_too_short');
    expect(passwordProblem('a'.repeat(129))).toBe('password_too_long');
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('lowercaseonlyisfine')).toBeNull();
    // Characters, not UTF-16 units.
    expect(passwordProblem('😀😀😀😀😀😀😀😀😀')).toBe('password_too_short');
  });

  it('refuses common passwords and their usual variations', () => {
    for (const common of [
      'password123',
      'Password2026!',
      'qwertyuiop',
      '1234567890',
      '0987654321',
      'aaaaaaaaaaaa',
      'iloveyou12345',
      'abcabcabcabc',
      'abcdefghijk',
      '1q2w3e4r5t',
    ])
      expect(passwordProblem(common), common).toBe('password_common');
  });

  it('refuses the e-mail address or the name as the password', () => {
    expect(passwordProblem('anna.jansen@example.com', { email: 'anna.jansen@example.com' })).toBe(
      'password_personal',
    );
    expect(passwordProblem('annajansen2026', { email: 'annajansen@example.com' })).toBe('password_personal');
    expect(passwordProblem('Lovelyanna1234', { name: 'Lovelyanna' })).toBe('password_personal');
    expect(passwordProblem('blue meadow river', { email: 'anna@example.com', name: 'Anna' })).toBeNull();
  });
});

describe('sexualityOf', () => {
  it('follows gender and the gender looked for', () => {
    expect(sexualityOf('male', 'female')).toBe('straight');
    expect(sexualityOf('female', 'female')).toBe('gay');
    expect(sexualityOf('female', 'both')).toBe('bisexual');
  });
});

describe('isPremium', () => {
  it('is a member who paid, or any of the staff', () => {
    expect(isPremium({ paidUser: false, role: 'member' })).toBe(false);
    expect(isPremium({ paidUser: true, role: 'member' })).toBe(true);
    expect(isPremium({ paidUser: false, role: 'moderator' })).toBe(true);
    expect(isPremium({ paidUser: false, role: 'operator' })).toBe(true);
  });
});
