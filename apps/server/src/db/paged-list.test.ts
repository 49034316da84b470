import { describe, expect, it } from 'vitest';
import { pagedAnswer, readPage } from './paged-list';

describe('readPage', () => {
  it("gives `read` the page's limit and offset and pairs its rows with the count", async () => {
    const asked: [number, number][] = [];
    const result = await readPage(
      { page: 3, per_page: 20 },
      async (limit, offset) => {
        asked.push([limit, offset]);
        return ['a', 'b'];
      },
      async () => [{ total: 42 }],
    );
    expect(asked).toEqual([[20, 40]]);
    expect(result).toEqual({ rows: ['a', 'b'], total: 42 });
  });

  it('counts nothing as 0 when the count answers no row', async () => {
    const result = await readPage(
      { page: 1, per_page: 15 },
      async () => [],
      async () => [],
    );
    expect(result).toEqual({ rows: [], total: 0 });
  });
});

describe('pagedAnswer', () => {
  it('answers the items with the paging meta', () => {
    expect(pagedAnswer([1, 2], 31, { page: 2, per_page: 15 })).toEqual({
      data: [1, 2],
      meta: { per_page: 15, total: 31, current_page: 2, last_page: 3 },
    });
    expect(pagedAnswer([], 0, { page: 1, per_page: 15 }).meta.last_page).toBe(1);
  });
});
