import { describe, expect, it } from 'vitest';
import { LOGGED_ACTIONS, median, newPhotoState } from './photo-moderation';

describe('photo moderation rules', () => {
  it('starts a new photo waiting only when the site approves photos first', () => {
    expect(newPhotoState(true)).toBe('waiting');
    expect(newPhotoState(false)).toBe('shown');
  });

  it('logs photo rejections beside the report actions', () => {
    expect(LOGGED_ACTIONS).toContain('reject_photo');
    expect(LOGGED_ACTIONS).toContain('ban');
  });
});

describe('median', () => {
  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });

  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([5])).toBe(5);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });

  it('is not pulled by one slow case', () => {
    expect(median([60, 60, 120, 86_400])).toBe(90);
  });
});
