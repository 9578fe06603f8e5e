import { describe, expect, it } from 'vitest';
import { extractTracking, withoutTracking } from './tracking';

describe('tracking parameters', () => {
  it('extracts network, ref and subs, with the aff_sub variants', () => {
    expect(extractTracking('?network=n1&ref=r&sub1=a&sub2=b&sub3=c')).toEqual({
      network: 'n1',
      ref: 'r',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
    expect(extractTracking('?aff_sub=a&aff_sub2=b&aff_sub3=c')).toEqual({ sub1: 'a', sub2: 'b', sub3: 'c' });
    expect(extractTracking('?q=1')).toBeNull();
  });
  it('removes them from the URL and keeps the rest', () => {
    expect(withoutTracking('/members?network=n1&gender=f&aff_sub2=x#top')).toBe('/members?gender=f#top');
    expect(withoutTracking('/members?gender=f')).toBeNull();
  });
});
