import { pageMeta } from './sql';

/** The paging of a list query (`page` from 1). */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** One page of a list and how many rows the whole list holds. */
export interface PagedRows<T> {
  rows: T[];
  total: number;
}

/**
 * Reads one page of a list and counts the whole list at once (two statements in parallel): `read` is given the
 * page's LIMIT and OFFSET, `count` answers one row with `total` under the same filters.
 */
export async function readPage<T>(
  query: PageQuery,
  read: (limit: number, offset: number) => PromiseLike<T[]>,
  count: () => PromiseLike<{ total: number }[]>,
): Promise<PagedRows<T>> {
  const [rows, [totals]] = await Promise.all([
    read(query.per_page, (query.page - 1) * query.per_page),
    count(),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** A list endpoint's answer: the page's items with the paging the client shows (`meta`). */
export function pagedAnswer<T>(data: T[], total: number, query: PageQuery) {
  return { data, meta: pageMeta(total, query.page, query.per_page) };
}
