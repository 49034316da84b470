import { PAGINATION_ELLIPSIS_AFTER, PAGINATION_SIBLING_COUNT } from '@fleet/shared/constants';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show. Up to PAGINATION_ELLIPSIS_AFTER pages: all of them.
 * Beyond: first and last page, the current page with PAGINATION_SIBLING_COUNT siblings each side,
 * and an ellipsis wherever pages are skipped (the trailing one whenever the last page is out of reach).
 */
export function paginationRange(
  currentPage: number,
  lastPage: number,
  siblingCount: number = PAGINATION_SIBLING_COUNT,
  ellipsisAfter: number = PAGINATION_ELLIPSIS_AFTER,
): PageItem[] {
  if (lastPage <= 0) return [];
  const current = Math.min(Math.max(1, currentPage), lastPage);
  if (lastPage <= ellipsisAfter) return Array.from({ length: lastPage }, (_, i) => i + 1);

  // Keep the count of items stable while paging: first + last + current + siblings + two slots.
  const windowSize = 2 * siblingCount + 1;
  let start = Math.max(2, current - siblingCount);
  let end = Math.min(lastPage - 1, current + siblingCount);
  if (current - siblingCount <= 3) {
    start = 2;
    end = Math.max(end, Math.min(lastPage - 1, windowSize + 1));
  }
  if (current + siblingCount >= lastPage - 2) {
    end = lastPage - 1;
    start = Math.min(start, Math.max(2, lastPage - windowSize));
  }

  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page++) items.push(page);
  if (end < lastPage - 1) items.push('ellipsis-end');
  items.push(lastPage);
  return items;
}
