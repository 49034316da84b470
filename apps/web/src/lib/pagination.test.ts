import { describe, expect, it } from 'vitest';
import { paginationRange } from '@/lib/pagination';

describe('paginationRange', () => {
  it('lists every page up to the ellipsis threshold (8)', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('adds a trailing ellipsis past 8 pages, near the start', () => {
    expect(paginationRange(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 9]);
    expect(paginationRange(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 20]);
  });

  it('shows two siblings each side of the current page in the middle', () => {
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('drops the trailing ellipsis near the end', () => {
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
    expect(paginationRange(18, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 18, 19, 20]);
  });

  it('honours another sibling count and clamps the current page', () => {
    expect(paginationRange(10, 20, 1)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(99, 9)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 9]);
  });
});
