import { describe, expect, it } from 'vitest';
import { pageRange } from './Pagination';

describe('pageRange', () => {
  it('shows every page when there are few', () => {
    expect(pageRange(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageRange(50, 100)).toEqual([1, null, 49, 50, 51, null, 100]);
    expect(pageRange(1, 100)).toEqual([1, 2, null, 100]);
    expect(pageRange(100, 100, 2)).toEqual([1, null, 98, 99, 100]);
  });
});
